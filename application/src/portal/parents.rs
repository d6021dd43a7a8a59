use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::{StudentId, UserId};
use domain::permission::Permission;
use domain::portal::{AccountDraft, AccountForm};
use domain::role::names;

use crate::access::{require, require_any};
use crate::audit::record_change;
use crate::ports::{
    in_transaction, AuditContext, Lock, ParentChild, ParentRecord, PasswordHasher, RequestMeta, Transaction, UnitOfWork, UserWrite,
};
use crate::students::student_in_scope;
use crate::AppError;

/// A parent's account with the children the caller may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParentView {
    pub parent: ParentRecord,
    pub children: Vec<ParentChild>,
}

/// The parents with their children of the actor's scope.
fn with_children(tx: &mut dyn Transaction, actor: &Actor, parents: Vec<ParentRecord>) -> Result<Vec<ParentView>, AppError> {
    let ids: Vec<UserId> = parents.iter().map(|p| p.id).collect();
    let children = tx.portal().children(&ids)?;
    let scope = actor.scope();
    Ok(parents
        .into_iter()
        .map(|parent| {
            let children =
                children.iter().filter(|(p, c)| *p == parent.id && scope.includes(c.institution)).map(|(_, c)| c.clone()).collect();
            ParentView { parent, children }
        })
        .collect())
}

fn one_with_children(tx: &mut dyn Transaction, actor: &Actor, parent: ParentRecord) -> Result<ParentView, AppError> {
    with_children(tx, actor, vec![parent])?.pop().ok_or_else(|| AppError::internal("a parent went missing"))
}

/// Records on the student's trail that a parent was linked (`linked`) or unlinked.
fn record_link(tx: &mut dyn Transaction, context: &AuditContext, student: StudentId, parent: UserId, linked: bool) -> Result<(), AppError> {
    let (old, new) =
        if linked { (AuditValue::Null, AuditValue::Int(parent.get())) } else { (AuditValue::Int(parent.get()), AuditValue::Null) };
    tx.audit().record(context, EntityType::Student, Some(student.get()), &vec![("parent_id", old, new)])
}

pub struct StudentParents<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl StudentParents<'_> {
    /// The parents linked to a student of the actor's scope.
    pub fn execute(&self, actor: &Actor, student: StudentId) -> Result<Vec<ParentView>, AppError> {
        require(actor, Permission::StudentView)?;
        in_transaction(self.unit, |tx| {
            student_in_scope(tx, actor, student, Lock::None)?;
            let parents = tx.portal().parents_of(student)?;
            with_children(tx, actor, parents)
        })
    }
}

pub struct FindParent<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl FindParent<'_> {
    /// A parent's account by its exact login or PINFL, so that a second child is linked to the
    /// account the first one's institution made; never a list to browse.
    pub fn execute(&self, actor: &Actor, search: &str) -> Result<Vec<ParentView>, AppError> {
        require_any(actor, &[Permission::StudentView, Permission::StudentEdit])?;
        let search = search.trim().to_lowercase();
        if search.is_empty() {
            return Ok(Vec::new());
        }
        in_transaction(self.unit, |tx| {
            let found = tx.portal().find_parent(&search)?;
            with_children(tx, actor, found.into_iter().collect())
        })
    }
}

pub struct CreateParent<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub hasher: &'a dyn PasswordHasher,
}

impl CreateParent<'_> {
    /// A parent's account in the parent's role, linked to a student of the actor's scope.
    pub fn execute(&self, actor: &Actor, form: &AccountForm, student: StudentId, request: &RequestMeta) -> Result<ParentView, AppError> {
        require(actor, Permission::StudentEdit)?;
        let draft = AccountDraft::parse(form)?;
        let password_hash = self.hasher.hash(draft.password.expose())?;
        in_transaction(self.unit, |tx| {
            let child = student_in_scope(tx, actor, student, Lock::ForUpdate)?;
            let role = tx.portal().role_named(names::PARENT)?.ok_or_else(|| AppError::internal("the parent's role is not delivered"))?;
            let created = tx.users().insert(&UserWrite {
                username: draft.username.as_str().to_string(),
                name: draft.name.clone(),
                password_hash: Some(password_hash),
                roles: [role].into(),
                institutions: Default::default(),
                pinfl: draft.pinfl.as_ref().map(|p| p.as_str().to_string()),
                is_active: true,
            })?;
            let context = AuditContext::by(actor, AuditAction::Create, request);
            record_change(tx, &context, None, Some(&created))?;
            tx.portal().link(created.id, student, actor.user_id)?;
            let updated = AuditContext { action: AuditAction::Update, ..context.within(child.institution_id) };
            record_link(tx, &updated, student, created.id, true)?;
            let parent = ParentRecord { id: created.id, username: created.username, name: created.name };
            one_with_children(tx, actor, parent)
        })
    }
}

pub struct LinkParent<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl LinkParent<'_> {
    /// Links a parent's account to a student of the actor's scope (again is no change).
    pub fn execute(&self, actor: &Actor, parent: UserId, student: StudentId, request: &RequestMeta) -> Result<ParentView, AppError> {
        require(actor, Permission::StudentEdit)?;
        in_transaction(self.unit, |tx| {
            let child = student_in_scope(tx, actor, student, Lock::ForUpdate)?;
            let record = tx.portal().parent(parent)?.ok_or(AppError::NotFound)?;
            if tx.portal().link(parent, student, actor.user_id)? {
                let context = AuditContext::by(actor, AuditAction::Update, request).within(child.institution_id);
                record_link(tx, &context, student, parent, true)?;
            }
            one_with_children(tx, actor, record)
        })
    }
}

pub struct UnlinkParent<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UnlinkParent<'_> {
    /// Ends a parent's access to a student of the actor's scope at once: the portal reads the
    /// links on every call.
    pub fn execute(&self, actor: &Actor, parent: UserId, student: StudentId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::StudentEdit)?;
        in_transaction(self.unit, |tx| {
            let child = student_in_scope(tx, actor, student, Lock::ForUpdate)?;
            if !tx.portal().unlink(parent, student)? {
                return Err(AppError::NotFound);
            }
            let context = AuditContext::by(actor, AuditAction::Update, request).within(child.institution_id);
            record_link(tx, &context, student, parent, false)
        })
    }
}
