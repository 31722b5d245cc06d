import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '../../../config/paths';

const POINTS = [
  {
    icon: StorefrontOutlinedIcon,
    title: 'Vendor Directory',
    text: 'Verified importers, exporters, traders and brokers with their plans and onboarding status.',
  },
  {
    icon: HandshakeOutlinedIcon,
    title: 'Digital Trade BOAs',
    text: 'Basic Ordering Agreements under ICC uniform rules, signed digitally, with digital orders placed against them.',
  },
  {
    icon: GppGoodOutlinedIcon,
    title: 'Compliance built in',
    text: 'Counterparties are screened and documents verified before you trade.',
  },
];

type LearnMoreDialogProps = { open: boolean; onClose: () => void };

export const LearnMoreDialog = ({ open, onClose }: LearnMoreDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="learn-more-title">
    <DialogTitle id="learn-more-title">About the Multivendor Platform</DialogTitle>
    <DialogContent>
      <Typography color="text.secondary">
        The multivendor platform connects your compliance team with the companies you trade with.
      </Typography>
      <List>
        {POINTS.map(({ icon: Icon, title, text }) => (
          <ListItem key={title} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'primary.main' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={title} secondary={text} />
          </ListItem>
        ))}
      </List>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onClose}>Close</Button>
      <Button component={RouterLink} to={paths.vendors.getHref()} variant="contained">
        Explore Vendors
      </Button>
    </DialogActions>
  </Dialog>
);
