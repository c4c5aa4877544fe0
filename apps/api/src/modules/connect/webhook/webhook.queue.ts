/** The queue the notifications' fan-out fills with members' webhook deliveries. */
export { WEBHOOK_QUEUE, type WebhookJobData } from '../../notifications';
