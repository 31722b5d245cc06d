import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { Box, Card, Stack } from '@mui/material';
import { useMemo, useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { MetricCard, MetricGrid } from '../../components/metric-card';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { UsersTable } from '../../features/users/components/users-table';
import { fullName, SAMPLE_USERS, USER_COUNTS } from '../../lib/sample-users';

const UserManagementRoute = () => {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return SAMPLE_USERS;
    return SAMPLE_USERS.filter((user) =>
      `${fullName(user)} ${user.email}`.toLowerCase().includes(needle),
    );
  }, [search]);

  return (
    <>
      <PageHeader title="User Management" subtitle="Manage users, roles and access permissions" />
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <MetricGrid columns={3}>
          <MetricCard label="Total Users" value={USER_COUNTS.total} icon={<GroupOutlinedIcon />} />
          <MetricCard
            label="Active Users"
            value={USER_COUNTS.active}
            tone="success"
            icon={<HowToRegOutlinedIcon />}
          />
          <MetricCard
            label="Compliance Officers"
            value={USER_COUNTS.complianceOfficers}
            tone="secondary"
            icon={<AdminPanelSettingsOutlinedIcon />}
          />
        </MetricGrid>
        <Box sx={{ maxWidth: { md: 420 } }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Search users..."
            aria-label="Search users"
          />
        </Box>
        {visible.length === 0 ? (
          <Card>
            <EmptyState title="No users found" description="No users match your search." dense />
          </Card>
        ) : (
          <UsersTable users={visible} />
        )}
      </Stack>
    </>
  );
};

export default UserManagementRoute;
