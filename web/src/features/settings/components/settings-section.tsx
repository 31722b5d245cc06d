import { Box, Card, CardContent, Divider, Stack, Switch, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
};

export const SettingsSection = ({ title, description, icon, children }: SettingsSectionProps) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 38,
            height: 38,
            borderRadius: 2,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.08),
          })}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
      </Stack>
      <Stack divider={<Divider flexItem />} spacing={2}>
        {children}
      </Stack>
    </CardContent>
  </Card>
);

type SettingRowProps = { label: string; description: string; children: ReactNode };

export const SettingRow = ({ label, description, children }: SettingRowProps) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: { xs: 'flex-start', sm: 'center' },
      flexDirection: { xs: 'column', sm: 'row' },
      gap: { xs: 1, sm: 3 },
    }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Box>
    <Box sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>{children}</Box>
  </Box>
);

type ToggleRowProps = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export const ToggleRow = ({ label, description, checked, onChange }: ToggleRowProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Box>
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  </Box>
);
