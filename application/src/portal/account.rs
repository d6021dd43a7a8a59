use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::portal::{AccountDraft, AccountForm, PortalRule};
use domain::role::names;

use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, PasswordHasher, RequestMeta, UnitOfWork, UserRecord, UserWrite};
use crate::students::student_in_scope;
use crate::AppError;

pub struct IssueStudentAccount<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub hasher: &'a dyn PasswordHasher,
}

impl IssueStudentAccount<'_> {
    /// The login the institution issues a student for the portal: an account in the student's role,
    /// named as the student and carrying their PINFL (so that OneID finds it) unless another
    /// account holds that PINFL already. 409 when the record has its account.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        username: &str,
        password: &str,
        request: &RequestMeta,
    ) -> Result<UserRecord, AppError> {
        require(actor, Permission::StudentEdit)?;
        let form = AccountForm { username: username.into(), name: "-".into(), password: password.into(), pinfl: None };
        let draft = AccountDraft::parse(&form)?;
        let password_hash = self.hasher.hash(draft.password.expose())?;
        in_transaction(self.unit, |tx| {
            let student = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            if let Some(username) = tx.students().view(id)?.login {
                return Err(AppError::conflict(PortalRule::StudentHasAccount { username }));
            }
            let role = tx.portal().role_named(names::STUDENT)?.ok_or_else(|| AppError::internal("the student's role is not delivered"))?;
            let pinfl = student.details.pinfl.as_str().to_string();
            let pinfl_free = !tx.portal().pinfl_taken(&pinfl)?;
            let created = tx.users().insert(&UserWrite {
                username: draft.username.as_str().to_string(),
                name: student.details.fio.clone(),
                password_hash: Some(password_hash),
                roles: [role].into(),
                institutions: Default::default(),
                pinfl: pinfl_free.then_some(pinfl),
                is_active: true,
            })?;
            tx.portal().set_account(id, created.id)?;
            let context = AuditContext::by(actor, AuditAction::Create, request);
            record_change(tx, &context, None, Some(&created))?;
            let login = vec![("login", AuditValue::Null, AuditValue::Text(created.username.clone()))];
            let updated = AuditContext { action: AuditAction::Update, ..context.within(student.institution_id) };
            tx.audit().record(&updated, EntityType::Student, Some(id.get()), &login)?;
            Ok(created)
        })
    }
}
