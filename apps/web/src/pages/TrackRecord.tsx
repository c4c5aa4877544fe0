import { TrackRecordPage } from '../features/track-record';

export function Component() {
  return <TrackRecordPage />;
}
