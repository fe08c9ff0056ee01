import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Tags typed or picked from a list. Its list closes once a tag is added (Enter or a click), so it
 * never covers what comes next (the filters beside it, a dialog's Save); typing or clicking opens it again.
 */
export function TagPicker({ onChange, onSearchChange, ...props }: TagsInputProps) {
  const [opened, setOpened] = useState(false);
  return (
    <TagsInput
      {...props}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onSearchChange={(search) => {
        if (search) setOpened(true);
        onSearchChange?.(search);
      }}
      onChange={(tags) => {
        setOpened(false);
        onChange?.(tags);
      }}
    />
  );
}
