import { OwnerType, type Stamp, StampType } from '@atelier/api';
import {
  AddIcon,
  Alert,
  Button,
  DeleteIcon,
  Empty,
  Spinner,
  StatusTag,
  Tag,
  UploadIcon,
  useConfirm,
  useToast,
} from '@atelier/ui';
import { type ReactNode, useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useDeleteStamp, useMyStamps, useStampsManagedByMe } from './hooks';
import type { PersonalStampPanelLocale, PersonalStampPanelProps } from './interface';
import { deadlineText, hasStampImage, isStampEnabled, splitPersonalStamps } from './model';
import { CreateStampDialog, ReplaceImageDialog } from './StampDialogs';
import { StampPicture } from './StampPicture';
import * as styles from './Stamps.css';

/** What a person may make for themself (output stamps are the enterprise's): a signature first. */
const personalTypes = [StampType.PersonalSignature, StampType.Registration, StampType.Custom] as const;

/**
 * The signed-in user's signatures and own stamps (account → 个人印章/签名; `stamp.list` ownerType 1): each on a
 * card with its image, state and deadline; upload a new one, replace an image (a batch-created signature slot
 * gets its first one the same way), delete after confirmation (the server's message when it refuses).
 */
export function PersonalStampPanel({ renderCertificate, locale }: PersonalStampPanelProps) {
  const t = useFeatureLocale('PersonalStampPanel', locale);
  const list = useMyStamps();
  const managed = useStampsManagedByMe();
  const remove = useDeleteStamp();
  const confirm = useConfirm();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [replacing, setReplacing] = useState<Stamp | null>(null);
  const titleId = useId();

  const askDelete = (stamp: Stamp) =>
    void confirm({
      title: t.deleteTitle,
      content: t.deleteContent(stamp.name),
      danger: true,
      okText: t.delete,
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(stamp.stampId);
          toast.success(t.deleted);
        } catch {
          // Refused (e.g. in use by an approval in progress): the shared handling has shown the server's message.
        }
      },
    });

  const { signatures, stamps } = splitPersonalStamps(list.data ?? []);
  const addButton = (
    <Button variant="primary" icon={<AddIcon />} onPress={() => setCreating(true)}>
      {t.add}
    </Button>
  );

  let body: ReactNode;
  if (list.isPending) body = <Spinner />;
  else if (list.isError)
    body = (
      <Alert
        tone="error"
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void list.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  else if (signatures.length + stamps.length + (managed.data?.length ?? 0) === 0)
    body = (
      <Empty description={t.empty}>
        <p className={styles.caption}>{t.emptyHint}</p>
      </Empty>
    );
  else
    body = (
      <>
        <StampSection
          title={t.signatures}
          stamps={signatures}
          emptyText={t.noSignature}
          t={t}
          onReplace={setReplacing}
          onDelete={askDelete}
          renderCertificate={renderCertificate}
        />
        <StampSection
          title={t.stamps}
          stamps={stamps}
          emptyText={t.noStamps}
          t={t}
          onReplace={setReplacing}
          onDelete={askDelete}
          renderCertificate={renderCertificate}
        />
        {managed.data?.length ? (
          <StampSection
            title={t.managed}
            stamps={managed.data}
            emptyText=""
            t={t}
            renderCertificate={renderCertificate}
          />
        ) : null}
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {addButton}
      </div>
      {body}
      <CreateStampDialog
        isOpen={creating}
        onOpenChange={setCreating}
        title={t.createTitle}
        ownerType={OwnerType.Personal}
        types={personalTypes}
        typeText={t.typeText}
        defaultType={signatures.length === 0 ? StampType.PersonalSignature : StampType.Registration}
        done={t.created}
        t={t}
      />
      <ReplaceImageDialog
        stamp={replacing}
        onClose={() => setReplacing(null)}
        title={t.replaceTitle}
        current={replacing ? <StampPicture stamp={replacing} size="lg" fallback={t.noImage} /> : null}
        done={t.replaced}
        t={t}
      />
    </section>
  );
}

interface StampSectionProps {
  title: string;
  stamps: readonly Stamp[];
  emptyText: string;
  t: PersonalStampPanelLocale;
  /** Image and delete buttons: the user's own stamps only (an administrator manages the enterprise's). */
  onReplace?: (stamp: Stamp) => void;
  onDelete?: (stamp: Stamp) => void;
  renderCertificate: ((stamp: Stamp) => ReactNode) | undefined;
}

function StampSection({ title, stamps, emptyText, t, onReplace, onDelete, renderCertificate }: StampSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {stamps.length === 0 ? (
        <p className={styles.caption}>{emptyText}</p>
      ) : (
        <ul className={styles.cards} aria-label={t.listLabel(title)}>
          {stamps.map((stamp) => (
            <li key={stamp.stampId} className={styles.card}>
              <StampPicture stamp={stamp} size="md" fallback={t.noImage} />
              <p className={styles.cardName}>{stamp.name}</p>
              <div className={styles.cardMeta}>
                <Tag size="sm">{t.typeText[stamp.stampType]}</Tag>
                <StatusTag tone={isStampEnabled(stamp) ? 'success' : 'default'}>
                  {isStampEnabled(stamp) ? t.enabled : t.disabled}
                </StatusTag>
              </div>
              <p className={styles.caption}>
                {t.deadline}：{deadlineText(stamp)}
              </p>
              {renderCertificate ? renderCertificate(stamp) : null}
              {onReplace && onDelete ? (
                <div className={styles.actions}>
                  <Button size="sm" icon={<UploadIcon />} onPress={() => onReplace(stamp)}>
                    {hasStampImage(stamp) ? t.replaceImage : t.uploadImage}
                  </Button>
                  <Button size="sm" danger icon={<DeleteIcon />} onPress={() => onDelete(stamp)}>
                    {t.delete}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
