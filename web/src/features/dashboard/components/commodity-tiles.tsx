import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { COMMODITY_GROUPS } from '../commodity-groups';

export const CommodityTiles = () => (
  <Box component="section" aria-labelledby="commodity-categories-title">
    <Box sx={{ mb: 1.5 }}>
      <Typography id="commodity-categories-title" variant="h6" component="h2">
        Commodity Categories
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Tariffs, risks and compliance requirements by sector
      </Typography>
    </Box>
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {COMMODITY_GROUPS.map(({ name, icon: Icon, color, tiles }) => (
        <Card
          key={name}
          component="article"
          aria-label={name}
          data-testid="commodity-group"
          sx={{ p: { xs: 1.25, md: 1.5 } }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, px: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 30,
                height: 30,
                borderRadius: 1.75,
                color,
                bgcolor: alpha(color, 0.1),
                '& svg': { fontSize: 18 },
              }}
            >
              <Icon />
            </Box>
            <Typography
              variant="subtitle2"
              component="h3"
              sx={{ lineHeight: 1.2, fontSize: { xs: 13, sm: 14 } }}
            >
              {name}
            </Typography>
          </Stack>
          <Stack spacing={0.75}>
            {tiles.map((tile) => (
              <ButtonBase
                key={tile.id}
                component={RouterLink}
                to={paths.commodity.getHref(tile.id)}
                data-testid="commodity-tile"
                sx={{
                  justifyContent: 'space-between',
                  px: 1.25,
                  py: 0.875,
                  borderRadius: 2,
                  fontSize: 14,
                  fontWeight: 600,
                  color: 'text.primary',
                  bgcolor: alpha(color, 0.06),
                  transition: 'background-color 120ms ease',
                  '&:hover, &.Mui-focusVisible': { bgcolor: alpha(color, 0.14) },
                }}
              >
                {tile.name}
                <ChevronRightIcon sx={{ fontSize: 18, color }} aria-hidden />
              </ButtonBase>
            ))}
          </Stack>
        </Card>
      ))}
    </Box>
  </Box>
);
