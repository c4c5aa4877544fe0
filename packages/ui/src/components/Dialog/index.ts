export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogBody,
  DialogActions,
  dialogMaxWidths,
} from './Dialog';
export type {
  DialogProps,
  DialogContentProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogBodyProps,
  DialogActionsProps,
  DialogMaxWidth,
} from './Dialog';
