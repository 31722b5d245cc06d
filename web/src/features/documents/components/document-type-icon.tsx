import type { SvgIconComponent } from '@mui/icons-material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box } from '@mui/material';

// One icon per known type; any other value gets the default document icon.
const TYPE_ICONS: Record<string, { icon: SvgIconComponent; color: string }> = {
  commercial_invoice: { icon: ReceiptLongOutlinedIcon, color: '#283593' },
  bill_of_lading: { icon: DirectionsBoatOutlinedIcon, color: '#0369a1' },
  certificate_of_origin: { icon: WorkspacePremiumOutlinedIcon, color: '#7c3aed' },
  packing_list: { icon: Inventory2OutlinedIcon, color: '#b45309' },
  export_license: { icon: VerifiedOutlinedIcon, color: '#0f766e' },
};
const DEFAULT_ICON = { icon: DescriptionOutlinedIcon, color: '#4b5563' };

export const DocumentTypeIcon = ({ type }: { type: string }) => {
  const { icon: Icon, color } = TYPE_ICONS[type] ?? DEFAULT_ICON;
  return (
    <Box
      aria-hidden
      data-icon-type={type in TYPE_ICONS ? type : 'default'}
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 44,
        height: 44,
        borderRadius: 2.5,
        color,
        bgcolor: `${color}14`,
      }}
    >
      <Icon />
    </Box>
  );
};
