import { isWebAddress, type SubscriptionTier, type Vendor } from '@compliance/contracts';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import LaunchOutlinedIcon from '@mui/icons-material/LaunchOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';

import { PartyScreeningChip } from '../../../components/screening/party-screening-chip';
import { Badge, type BadgeTone } from '../../../components/status-badge';
import { countryName } from '../../../lib/format';
import { FOCUSED_OUTLINE } from '../../../lib/use-focus-param';

const TIER_TONES: Record<SubscriptionTier, BadgeTone> = {
  enterprise: 'primary',
  premium: 'secondary',
  basic: 'default',
};

const VerificationIcon = ({ status }: { status: Vendor['verificationStatus'] }) => {
  if (status === 'verified')
    return (
      <Tooltip title="Verified vendor">
        <VerifiedIcon color="success" fontSize="small" aria-label="Verified" />
      </Tooltip>
    );
  if (status === 'pending')
    return (
      <Tooltip title="Verification pending">
        <HourglassTopOutlinedIcon
          color="warning"
          fontSize="small"
          aria-label="Pending verification"
        />
      </Tooltip>
    );
  return (
    <Tooltip title="Not verified">
      <HighlightOffOutlinedIcon color="error" fontSize="small" aria-label="Not verified" />
    </Tooltip>
  );
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** `focused`: the card an alert links to, outlined and marked current. */
export const VendorCard = ({ vendor, focused = false }: { vendor: Vendor; focused?: boolean }) => {
  const place = [vendor.city, countryName(vendor.country)].filter(Boolean).join(', ');
  return (
    <Card
      component="article"
      aria-label={vendor.displayName}
      aria-current={focused ? 'true' : undefined}
      data-testid="vendor-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { boxShadow: 3 },
        ...(focused && FOCUSED_OUTLINE),
      }}
    >
      <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.75 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            variant="rounded"
            sx={(theme) => ({
              width: 44,
              height: 44,
              borderRadius: 2.5,
              fontWeight: 700,
              fontSize: 16,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
            })}
          >
            {initials(vendor.displayName)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" noWrap title={vendor.displayName}>
                {vendor.displayName}
              </Typography>
              <VerificationIcon status={vendor.verificationStatus} />
            </Stack>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
            >
              <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="body2" noWrap>
                {place}
              </Typography>
            </Stack>
          </Box>
        </Stack>

        <Stack useFlexGap direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
          <Badge
            tone={TIER_TONES[vendor.subscriptionTier]}
            appearance={vendor.subscriptionTier === 'enterprise' ? 'filled' : 'soft'}
            label={vendor.subscriptionTier}
            data-testid="tier-badge"
          />
          <Badge
            appearance="outlined"
            label={vendor.businessType}
            data-testid="business-type-badge"
          />
          <Badge
            tone={vendor.isActive ? 'success' : 'default'}
            label={vendor.isActive ? 'Active' : 'Inactive'}
          />
          {vendor.screening && <PartyScreeningChip screening={vendor.screening} />}
        </Stack>

        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {vendor.description}
        </Typography>

        <Box sx={{ mt: 'auto' }}>
          <Divider sx={{ mb: 1.25 }} />
          {/* As tall with or without the website button, so footers line up across a row. */}
          <Stack
            direction="row"
            data-testid="vendor-card-footer"
            sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 32 }}
          >
            <Typography variant="caption" color="text.secondary">
              Since {new Date(vendor.createdAt).getUTCFullYear()}
            </Typography>
            {vendor.website && isWebAddress(vendor.website) && (
              <Button
                size="small"
                component="a"
                href={vendor.website}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<LaunchOutlinedIcon sx={{ fontSize: 16 }} />}
                sx={{ mr: -1 }}
              >
                Visit Website
              </Button>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
