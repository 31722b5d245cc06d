import { NotFound } from '../../components/not-found';

const NotFoundRoute = () => <NotFound />;

export default NotFoundRoute;
