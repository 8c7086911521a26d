/**
 * The screens of later issues (spec §2 Profile Settings, Nutrition History, Account Settings):
 * their heading and a note, so the route table and its guards are in place before the screens.
 */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This screen is coming soon.</p>
    </section>
  )
}
