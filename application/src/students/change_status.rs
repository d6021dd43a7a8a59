use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::StudentId;
use domain::order::{OrderDraft, OrderItem, OrderKind};
use domain::permission::Permission;
use domain::student::{StatusChange, StatusChangeForm};
use domain::version::Version;

use super::student_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, StudentView, UnitOfWork};
use crate::AppError;

pub struct ChangeStudentStatus<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ChangeStudentStatus<'_> {
    /// One move of the status machine, made by applying a one-student order of that number and
    /// date (so the history entry points to the order); a return to studying (reinstatement)
    /// needs room in the group. The move to the archive is no order's: it is recorded alone.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        form: StatusChangeForm,
        version: Option<Version>,
        request: &RequestMeta,
    ) -> Result<StudentView, AppError> {
        require(actor, Permission::StudentEdit)?;
        let change = StatusChange::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let before = student_in_scope(tx, actor, id, Lock::ForUpdate)?;
            check_version(before.version, version)?;
            let mut changed = before.clone();
            let entry = changed.change_status(&change).map_err(AppError::conflict)?;
            match OrderKind::for_move(entry.from, entry.to) {
                Some(kind) => {
                    let draft = OrderDraft {
                        number: change.order_number.clone(),
                        date: change.date,
                        kind,
                        purpose: String::new(),
                        body: String::new(),
                        basis: String::new(),
                        items: vec![OrderItem {
                            student_id: id,
                            reason: change.reason.clone(),
                            to_edu_group_id: None,
                            to_institution_id: None,
                            scholarship_type: None,
                            date_from: None,
                            date_to: None,
                            subject_map: Vec::new(),
                        }],
                    };
                    let order = tx.orders().insert(before.institution_id, &draft, None)?;
                    let mut view = tx.orders().find(order, Lock::ForUpdate)?.ok_or(AppError::NotFound)?;
                    let context = AuditContext::by(actor, AuditAction::Create, request).within(before.institution_id);
                    record_change(tx, &context, None, Some(&view.order))?;
                    crate::orders::apply_items(tx, actor, &mut view, request)?;
                }
                None => {
                    let after = tx.students().save(&changed)?;
                    tx.students().add_history(id, &entry, Some(actor.user_id))?;
                    let context = AuditContext::by(actor, AuditAction::Update, request).within(after.institution_id);
                    record_change(tx, &context, Some(&before), Some(&after))?;
                }
            }
            tx.students().view(id)
        })
    }
}
