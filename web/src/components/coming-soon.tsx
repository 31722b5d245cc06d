import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../config/paths';

import { PageHeader } from './page-header';

type ComingSoonProps = { title: string; subtitle?: string; description?: ReactNode };

/** Placeholder for screens that are not built yet: the real screen replaces its route file. */
export const ComingSoon = ({ title, subtitle, description }: ComingSoonProps) => (
  <>
    <PageHeader title={title} subtitle={subtitle} />
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: { xs: 6, md: 10 },
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 72,
            height: 72,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: `0 8px 24px ${theme.palette.primary.main}40`,
          })}
        >
          <ConstructionOutlinedIcon sx={{ fontSize: 36 }} />
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          Coming soon
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {description ?? `The ${title} screen is being built and will be available here shortly.`}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.dashboard.getHref()}
          variant="outlined"
          sx={{ mt: 1 }}
        >
          Back to Dashboard
        </Button>
      </CardContent>
    </Card>
  </>
);
