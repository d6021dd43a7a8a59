use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::{GraduateNaming, Naming, NamingForm};
use domain::ids::StudentId;
use domain::permission::Permission;
use domain::version::Version;

use super::{context_of, record_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct SaveNaming<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveNaming<'_> {
    /// Names a record over the version read (0 for the first naming). 409 `naming_locked` once a
    /// diploma has been issued, `diploma_number_taken` for a series and number given anywhere
    /// else, `stale_version`.
    pub fn execute(
        &self,
        actor: &Actor,
        id: StudentId,
        form: NamingForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<GraduateNaming, AppError> {
        require(actor, Permission::GenerateDiploma)?;
        let naming = Naming::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let record = record_in_scope(tx, actor, id, Lock::ForUpdate)?;
            record.state().may_name().map_err(AppError::conflict)?;
            let stored = record.naming.as_ref().map_or(0, |n| n.version.get());
            if stored != version.get() {
                return Err(AppError::StaleVersion);
            }
            let after = tx.graduates().save_naming(&GraduateNaming {
                student_id: id,
                institution_id: record.student.institution_id,
                naming,
                version,
            })?;
            let action = if record.naming.is_some() { AuditAction::Update } else { AuditAction::Create };
            record_change(tx, &context_of(actor, action, request, &record), record.naming.as_ref(), Some(&after))?;
            Ok(after)
        })
    }
}
