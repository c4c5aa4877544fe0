export { AdminPlans } from './AdminPlans';
