import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Box, Button, Typography } from '@mui/material';

type SuggestionHintProps = {
  result: string;
  riskLevel: string;
  /** The fields no longer hold the suggestion: offer to put it back. */
  overridden: boolean;
  onApply: () => void;
};

/** 'Suggested: flagged / high' beside the decision fields. */
export const SuggestionHint = ({ result, riskLevel, overridden, onApply }: SuggestionHintProps) => (
  <Box
    data-testid="suggestion-hint"
    sx={{
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: 1,
      px: 1.5,
      py: 1,
      borderRadius: 2,
      bgcolor: (theme) =>
        overridden ? `${theme.palette.warning.main}1f` : `${theme.palette.info.main}14`,
    }}
  >
    <AutoAwesomeOutlinedIcon
      fontSize="small"
      sx={{ color: overridden ? 'warning.main' : 'info.main' }}
    />
    <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
      Suggested: {result} / {riskLevel}
    </Typography>
    {overridden && (
      <>
        <Typography variant="body2" color="text.secondary">
          · your decision differs
        </Typography>
        <Button size="small" onClick={onApply} sx={{ ml: 'auto', py: 0 }}>
          Use suggestion
        </Button>
      </>
    )}
  </Box>
);
