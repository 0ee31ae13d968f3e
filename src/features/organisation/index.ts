/**
 * The organisation's pages (account → Organizational: Roles, User, UserGroup), for its administrator
 * (userType 3), and the page that accepts an invitation. docs/decisions/0031-organisation-and-privileges.md
 */
export { RolesPage } from "./roles-page.tsx";
export { UsersPage } from "./users-page.tsx";
export { UserGroupsPage } from "./user-groups-page.tsx";
export { JoinOrganisationPage } from "./join-organisation-page.tsx";
