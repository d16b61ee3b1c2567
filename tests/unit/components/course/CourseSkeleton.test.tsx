import { render, screen } from '@testing-library/react';
import CourseSkeleton from '../../../../components/course/CourseSkeleton';
import { SKELETON_FEATURES, SKELETON_NAV_ITEMS } from '../../../../lib/constants';

it('the course loading skeleton has a 6-item navigation bar, a hero and 5 feature placeholders (spec §2)', () => {
  render(<CourseSkeleton />);
  const root = screen.getByTestId('course-skeleton');
  expect(root).toHaveAttribute('aria-busy', 'true');
  const [nav, hero, features] = Array.from(root.children).slice(1);
  expect(nav.children).toHaveLength(SKELETON_NAV_ITEMS);
  expect(SKELETON_NAV_ITEMS).toBe(6);
  expect(hero.children).toHaveLength(0);
  expect(features.children).toHaveLength(SKELETON_FEATURES);
  expect(SKELETON_FEATURES).toBe(5);
});
