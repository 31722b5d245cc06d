import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import type { DialogProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the title bar; the dialog is named by it unless `labelledBy` points elsewhere. */
  titleId: string;
  labelledBy?: string;
  title: ReactNode;
  /** `div` when the title bar holds its own heading element. */
  titleComponent?: ElementType;
  titleSx?: SxProps<Theme>;
  closeLabel?: string;
  maxWidth: DialogProps['maxWidth'];
  scroll?: DialogProps['scroll'];
  /** DialogContent and any DialogActions. */
  children: ReactNode;
};

/** Title bar, close button and full screen on phones: the chrome every app dialog shares. */
export const DialogFrame = ({
  open,
  onClose,
  titleId,
  labelledBy = titleId,
  title,
  titleComponent = 'h2',
  titleSx = { pr: 7 },
  closeLabel = 'Close dialog',
  maxWidth,
  scroll,
  children,
}: DialogFrameProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={labelledBy}
      scroll={scroll}
    >
      <DialogTitle id={titleId} component={titleComponent} sx={titleSx}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
};
