import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';

import { Badge, humanize, type BadgeTone } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { checklistProgress, type Checklist, type ChecklistStatus } from '../sample-checklists';

export const CHECKLIST_STATUS_TONES: Record<ChecklistStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
};

export const ChecklistCard = ({ checklist }: { checklist: Checklist }) => {
  const progress = checklistProgress(checklist.items);
  const done = checklist.items.filter((item) => item.completed).length;
  return (
    <Card
      component="article"
      aria-label={checklist.title}
      data-testid="checklist-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, lineHeight: 1.3 }}>
              {checklist.title}
            </Typography>
            <Badge
              tone={CHECKLIST_STATUS_TONES[checklist.status]}
              label={humanize(checklist.status)}
              data-status={checklist.status}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {checklist.description}
          </Typography>
        </Box>

        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
            <Typography variant="body2" color="text.secondary">
              {done} of {checklist.items.length} items
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="checklist-progress">
              {progress}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            color={progress === 100 ? 'success' : 'primary'}
            aria-label={`${checklist.title} progress`}
            sx={{ height: 8 }}
          />
        </Box>

        <List dense disablePadding aria-label={`${checklist.title} items`}>
          {checklist.items.map((item) => (
            <ListItem key={item.text} disableGutters sx={{ py: 0.25, alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 30, mt: 0.25 }}>
                {item.completed ? (
                  <CheckCircleIcon fontSize="small" color="success" aria-label="Done" />
                ) : (
                  <RadioButtonUncheckedIcon
                    fontSize="small"
                    sx={{ color: 'text.disabled' }}
                    aria-label="Open"
                  />
                )}
              </ListItemIcon>
              <ListItemText
                primary={item.text}
                slotProps={{
                  primary: {
                    variant: 'body2',
                    sx: item.completed
                      ? { color: 'text.secondary', textDecoration: 'line-through' }
                      : undefined,
                  },
                }}
              />
            </ListItem>
          ))}
        </List>

        <Box sx={{ mt: 'auto' }}>
          <Divider sx={{ mb: 1.5 }} />
          <Stack
            useFlexGap
            direction="row"
            sx={{
              justifyContent: 'space-between',
              color: 'text.secondary',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <PersonOutlineIcon sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="caption">{checklist.assignee}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <EventOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="caption">Due {formatDate(checklist.dueDate)}</Typography>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
