import { LandingPage } from '../features/landing';

export const Component = LandingPage;
