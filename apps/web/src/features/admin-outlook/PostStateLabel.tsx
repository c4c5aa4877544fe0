import { Label } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format';
import { isVisible, type PostState } from './postState';

/**
 * A post's state: Draft; Scheduled for <date and time>; Published <date>, and Edited when it
 * changed after readers saw it.
 */
export function PostStateLabel({ post }: { post: PostState }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (isVisible(post) && post.publishAt) {
    return (
      <>
        <Label variant="outlined" color="success">
          {t('admin.outlook.state.published', { date: formatDate(post.publishAt, lng) })}
        </Label>
        {post.editedAt ? <Label variant="soft">{t('admin.outlook.edited')}</Label> : null}
      </>
    );
  }
  if (post.status === 'scheduled' && post.publishAt) {
    return (
      <Label variant="outlined" color="info">
        {t('admin.outlook.state.scheduled', { date: formatDateTime(post.publishAt, lng) })}
      </Label>
    );
  }
  return <Label variant="outlined">{t('admin.outlook.state.draft')}</Label>;
}
