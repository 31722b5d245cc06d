import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';

import { PageHeader } from '../../components/page-header';
import { NumberSetting } from '../../features/settings/components/number-setting';
import {
  SettingRow,
  SettingsSection,
  ToggleRow,
} from '../../features/settings/components/settings-section';
import {
  describeRetention,
  SETTINGS_DEFAULTS,
  type SettingsValues,
  type ToggleKey,
} from '../../features/settings/settings-defaults';

const SettingsRoute = () => {
  // The toggles are not wired to anything; the form keeps its values only while open.
  const [values, setValues] = useState<SettingsValues>({ ...SETTINGS_DEFAULTS });
  const set = <Key extends keyof SettingsValues>(key: Key, value: SettingsValues[Key]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const toggle = (key: ToggleKey) => (checked: boolean) => set(key, checked);

  return (
    <>
      <PageHeader title="Settings" subtitle="Security, data and notification preferences" />
      <Alert severity="info" sx={{ mb: 3 }}>
        These are the platform&apos;s default settings. Changes here are not saved yet.
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }}>
          <SettingsSection
            title="Security"
            description="Sign-in and access controls"
            icon={<SecurityOutlinedIcon />}
          >
            <SettingRow
              label="Session timeout"
              description="Sign users out after this many minutes of inactivity"
            >
              <NumberSetting
                value={values.sessionTimeoutMinutes}
                unit="minutes"
                label="Session timeout"
                onChange={(n) => set('sessionTimeoutMinutes', n)}
              />
            </SettingRow>
            <ToggleRow
              label="Two-factor authentication"
              description="Require a second factor at sign-in"
              checked={values.twoFactorAuth}
              onChange={toggle('twoFactorAuth')}
            />
            <ToggleRow
              label="IP restriction"
              description="Allow sign-in only from approved address ranges"
              checked={values.ipRestriction}
              onChange={toggle('ipRestriction')}
            />
            <ToggleRow
              label="Audit logging"
              description="Record every change for compliance audits"
              checked={values.auditLogging}
              onChange={toggle('auditLogging')}
            />
          </SettingsSection>
        </Stack>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <SettingsSection
            title="Data Management"
            description="Retention, backups and encryption"
            icon={<StorageOutlinedIcon />}
          >
            <SettingRow
              label="Data retention"
              description={`Keep records for ${describeRetention(values.dataRetentionDays)}`}
            >
              <NumberSetting
                value={values.dataRetentionDays}
                unit="days"
                label="Data retention"
                onChange={(n) => set('dataRetentionDays', n)}
              />
            </SettingRow>
            <ToggleRow
              label="Automatic backups"
              description="Back up the database every night"
              checked={values.automaticBackups}
              onChange={toggle('automaticBackups')}
            />
            <ToggleRow
              label="Data encryption"
              description="Encrypt stored documents and screening records"
              checked={values.dataEncryption}
              onChange={toggle('dataEncryption')}
            />
          </SettingsSection>
          <SettingsSection
            title="Notifications"
            description="How the platform keeps you informed"
            icon={<NotificationsOutlinedIcon />}
          >
            <ToggleRow
              label="Email notifications"
              description="Send compliance alerts and workflow assignments by email"
              checked={values.emailNotifications}
              onChange={toggle('emailNotifications')}
            />
          </SettingsSection>
        </Stack>
      </Box>
    </>
  );
};

export default SettingsRoute;
