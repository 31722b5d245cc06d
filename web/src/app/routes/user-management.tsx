import { ComingSoon } from '../../components/coming-soon';

const UserManagementRoute = () => (
  <ComingSoon title="User Management" subtitle="Team members, roles and access" />
);

export default UserManagementRoute;
