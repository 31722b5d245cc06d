import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../../config/paths';

import { LearnMoreDialog } from './learn-more-dialog';

/** The 'Explore Vendors' banner marked NEW, with 'Explore BOAs' and 'Learn More'. */
export const VendorsBanner = () => {
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <Box
      component="section"
      aria-label="Explore Vendors"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3.5,
        color: '#fff',
        p: { xs: 2.5, md: 3.5 },
        background: 'linear-gradient(120deg, #1a2250 0%, #283593 55%, #0f766e 130%)',
        boxShadow: '0 10px 30px rgba(26, 34, 80, 0.25)',
      }}
    >
      <StorefrontOutlinedIcon
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -24, md: 32 },
          top: { xs: -12, md: '50%' },
          transform: { md: 'translateY(-50%)' },
          fontSize: { xs: 140, md: 180 },
          opacity: 0.09,
        }}
      />
      <Stack spacing={1.25} sx={{ position: 'relative', maxWidth: 640 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            label="NEW"
            size="small"
            sx={{ bgcolor: '#f59e0b', color: '#1a2250', fontWeight: 800, letterSpacing: '0.06em' }}
          />
          <Typography variant="overline" sx={{ color: 'rgba(255,255,255,0.8)', lineHeight: 1.5 }}>
            Explore Vendors
          </Typography>
        </Stack>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Welcome to the Multivendor Platform
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.82)' }}>
          Find verified importers, exporters, traders and brokers, and agree digital Basic Ordering
          Agreements under ICC rules.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.25}
          sx={{ pt: 1, alignItems: { sm: 'center' } }}
        >
          <Button
            component={RouterLink}
            to={paths.vendors.getHref()}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e8eaf6' } }}
          >
            Explore Vendors
          </Button>
          <Button
            component={RouterLink}
            to={paths.digitalTradeBoas.getHref()}
            variant="outlined"
            startIcon={<HandshakeOutlinedIcon />}
            sx={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.5)',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            Explore BOAs
          </Button>
          <Button
            onClick={() => setAboutOpen(true)}
            sx={{
              color: 'rgba(255,255,255,0.9)',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            Learn More
          </Button>
        </Stack>
      </Stack>
      <LearnMoreDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </Box>
  );
};
