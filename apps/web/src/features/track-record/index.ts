export { TrackRecordPage } from './TrackRecordPage';
