import type { Stamp } from '@atelier/api';
import { Spinner } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { useStampImage } from './hooks';
import { hasStampImage } from './model';
import * as styles from './Stamps.css';

export interface StampPictureProps {
  stamp: Pick<Stamp, 'stampId' | 'fileMd5' | 'name'>;
  size?: keyof typeof styles.imageBox;
  /** Shown instead of the image for a stamp without one (a signature slot) or one that did not load. */
  fallback: string;
}

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** A stamp's image on a checkerboard (its transparency shows), loaded through `stamp.image`. */
export function StampPicture({ stamp, size = 'md', fallback }: StampPictureProps) {
  const image = useStampImage(stamp);
  const url = useObjectUrl(image.data);
  return (
    <div className={styles.imageBox[size]}>
      {!hasStampImage(stamp) || image.isError ? (
        <span className={styles.imageText}>{fallback}</span>
      ) : url ? (
        <img className={styles.image} src={url} alt={stamp.name} />
      ) : (
        <Spinner size="sm" />
      )}
    </div>
  );
}
