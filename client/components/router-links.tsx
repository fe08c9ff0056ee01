import { Anchor, type AnchorProps, Button, type ButtonProps, Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as anchors, wrapped so TanStack Router types their `to`.

function AnchorAsLink(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

function ButtonAsLink(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

function MenuItemAsLink(props: MenuItemProps & ComponentPropsWithRef<'a'>) {
  return <Menu.Item component="a" {...props} />;
}

export const AnchorLink = createLink(AnchorAsLink);
export const ButtonLink = createLink(ButtonAsLink);
export const MenuItemLink = createLink(MenuItemAsLink);
