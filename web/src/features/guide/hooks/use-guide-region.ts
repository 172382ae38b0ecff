import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { defaultRegion, findRegion, regionsByState, type Region } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { readStored, writeStored } from '#app/lib/local-storage.ts';
import { useHydrated } from '#app/lib/use-hydrated.tsx';

const STORAGE_KEY = 'guide.region';

function storedRegionId(): number | null {
  const value = Number(readStored(STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The guide's region: the one the URL names, else the one chosen last time (persisted, §2.3),
 * else the first the picker offers. Choosing one puts it in the URL and remembers it. The server
 * cannot know the one chosen last time: while the browser hydrates its page, the page shows the
 * server's region, and the remembered one right after.
 */
export function useGuideRegion(regions: readonly Region[] | undefined) {
  const { state, regionName } = useParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  const region = useMemo(() => {
    if (!regions) return undefined;
    const offered = regionsByState(regions).flatMap((g) => g.regions);
    const fromUrl = findRegion(regions, state, regionName);
    if (fromUrl) return fromUrl;
    const stored = hydrated ? storedRegionId() : null;
    return offered.find((r) => r.id === stored) ?? defaultRegion(regions);
  }, [regions, state, regionName, hydrated]);

  const chooseRegion = useCallback(
    (chosen: Region) => {
      // A browser that keeps nothing still shows the region through the URL.
      writeStored(STORAGE_KEY, String(chosen.id));
      void navigate(paths.tvGuide.getHref(chosen.state, chosen.region));
    },
    [navigate],
  );

  // The URL always names the region shown, so it can be shared or bookmarked (§2.3).
  const shownHref = region ? paths.tvGuide.getHref(region.state, region.region) : null;
  const namedInUrl = Boolean(state && regionName);
  useEffect(() => {
    if (hydrated && shownHref && !namedInUrl) void navigate(shownHref, { replace: true });
  }, [hydrated, shownHref, namedInUrl, navigate]);

  const urlNamesUnknownRegion = Boolean(
    regions && state && regionName && !findRegion(regions, state, regionName),
  );
  return { region, chooseRegion, urlNamesUnknownRegion };
}
