import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../i18n/i18n';
import { RouteCrash } from './RouteCrash';

function Crashing(): never {
  throw new Error('render crash');
}

describe('route crash', () => {
  it('a screen that crashes while rendering sends the user to /500', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const router = createMemoryRouter([
        {
          errorElement: <RouteCrash />,
          children: [
            { path: '/', element: <Crashing /> },
            { path: '/500', element: <p>server error screen</p> },
          ],
        },
      ]);
      render(<RouterProvider router={router} />);
      await screen.findByText('server error screen');
      expect(router.state.location.pathname).toBe('/500');
    } finally {
      quiet.mockRestore();
    }
  });
});
