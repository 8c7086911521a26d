import { AppConfigSchema } from '@campusplate/shared'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'

export async function appConfigRoutes(app: AppInstance) {
  app.get(
    '/api/app-config',
    {
      schema: { tags: ['app'], summary: 'Public settings: branding, campus zone', response: { 200: AppConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return {
        app_title: app.config.appTitle,
        university_name: app.config.universityName,
        support_url: app.config.supportUrl,
        campus_tz: app.config.campusTz,
        campus_today: campusToday(app.config.campusTz),
        google_enabled: app.config.google !== undefined,
        sign_in_providers: [
          ...app.config.sso.oidcProviders.map(({ id, label }) => ({ id, label, login_path: `/auth/oidc/${id}/login` })),
          ...(app.config.sso.saml
            ? [{ id: 'saml', label: app.config.sso.saml.label, login_path: '/auth/saml/login' }]
            : []),
        ],
        password_sign_in: !app.config.sso.campusOnly,
        guest_mode: app.config.sso.guestMode,
      }
    },
  )
}
