import { Container, type ContainerProps } from '@mantine/core';

/** The standard width and padding of a page's content. */
export function PageContainer({ children, ...rest }: ContainerProps) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }} {...rest}>
      {children}
    </Container>
  );
}
