use domain::actor::Actor;
use domain::ids::UserId;
use domain::permission::Permission;
use domain::user::{check_assignment, UserDraft, UserForm, UserRule};
use domain::version::Version;

use super::get::find_in_scope;
use super::{check_institutions, load_roles};
use crate::access::require;
use crate::ports::{
    AuditContext, InstitutionRepository, PasswordHasher, RequestMeta, RoleRepository, UserRecord, UserRepository, UserWrite,
};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateUser<'a> {
    pub users: &'a dyn UserRepository,
    pub roles: &'a dyn RoleRepository,
    pub institutions: &'a dyn InstitutionRepository,
    pub hasher: &'a dyn PasswordHasher,
}

impl UpdateUser<'_> {
    pub fn execute(
        &self,
        actor: &Actor,
        id: UserId,
        form: UserForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<UserRecord, AppError> {
        require(actor, Permission::UserEdit)?;
        let existing = find_in_scope(self.users, actor, id)?;
        let draft = UserDraft::parse(&form, false)?;
        let roles = load_roles(self.roles, &draft.roles)?;
        check_institutions(self.institutions, &draft.institutions)?;
        let institutions =
            check_assignment(actor, &roles, &existing.roles, &draft.institutions, &existing.institution_ids()).map_err(AppError::rule)?;
        if existing.id == actor.user_id && !draft.is_active {
            return Err(AppError::rule(UserRule::CannotDeactivateSelf));
        }
        let password_hash = draft.password.as_ref().map(|p| self.hasher.hash(p.expose())).transpose()?;
        self.users.update(
            id,
            &UserWrite {
                username: draft.username.as_str().to_string(),
                name: draft.name,
                password_hash,
                roles: draft.roles,
                institutions,
                pinfl: draft.pinfl.map(|p| p.as_str().to_string()),
                is_active: draft.is_active,
            },
            version,
            &AuditContext::by(actor, AuditAction::Update, request),
        )
    }
}
