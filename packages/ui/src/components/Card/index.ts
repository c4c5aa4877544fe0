export { Card, CardHeader, CardContent } from './Card';
export type { CardProps, CardHeaderProps, CardContentProps } from './Card';
