use domain::actor::Actor;
use domain::ids::UserId;
use domain::permission::Permission;
use domain::user::{check_assignment, AccountState, UserDraft, UserForm, UserRule};
use domain::version::Version;

use super::{check_institutions, find_locked_in_scope, load_roles};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, PasswordHasher, RequestMeta, UnitOfWork, UserRecord, UserWrite};
use crate::AppError;
use domain::audit::AuditAction;

pub struct UpdateUser<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub hasher: &'a dyn PasswordHasher,
}

impl UpdateUser<'_> {
    /// The account is loaded locked, and its roles and institutions read, in the transaction that
    /// saves it; a new password is hashed before it opens, so that no lock waits on Argon2. The
    /// trail records that the password was replaced, never the password.
    pub fn execute(
        &self,
        actor: &Actor,
        id: UserId,
        form: UserForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<UserRecord, AppError> {
        require(actor, Permission::UserEdit)?;
        let context = AuditContext::by(actor, AuditAction::Update, request);
        let draft = UserDraft::parse(&form, false);
        let password_hash = match &draft {
            Ok(draft) => draft.password.as_ref().map(|p| self.hasher.hash(p.expose())).transpose()?,
            Err(_) => None,
        };
        in_transaction(self.unit, |tx| {
            let existing = find_locked_in_scope(tx, actor, id)?;
            // A refused form is told only to whom the account is visible.
            let draft = draft.clone()?;
            let roles = load_roles(tx.roles(), &draft.roles)?;
            check_institutions(tx.institutions(), &draft.institutions)?;
            let institutions = check_assignment(actor, &roles, &existing.roles, &draft.institutions, &existing.institution_ids())
                .map_err(AppError::rule)?;
            if existing.id == actor.user_id && !draft.is_active {
                return Err(AppError::rule(UserRule::CannotDeactivateSelf));
            }
            let password_changed = password_hash.is_some();
            let saved = tx.users().save(
                id,
                &UserWrite {
                    username: draft.username.as_str().to_string(),
                    name: draft.name,
                    password_hash: password_hash.clone(),
                    roles: draft.roles,
                    institutions,
                    pinfl: draft.pinfl.map(|p| p.as_str().to_string()),
                    is_active: draft.is_active,
                },
                version,
            )?;
            let before = AccountState { user: &existing, password_changed: false };
            record_change(tx, &context, Some(&before), Some(&AccountState { user: &saved, password_changed }))?;
            Ok(saved)
        })
    }
}
