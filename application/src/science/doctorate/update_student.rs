use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DoctoralStudentId;
use domain::permission::Permission;
use domain::science::doctorate::{DoctoralStudentDraft, DoctoralStudentForm};
use domain::science::DoctoralStudent;
use domain::version::Version;

use super::{check_supervisor, student_in_scope};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateDoctoralStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl UpdateDoctoralStudent<'_> {
    /// The person's details change wherever they appear; `DEFENDED` stays the status of a student
    /// with a recorded defence only.
    pub fn execute(
        &self,
        actor: &Actor,
        id: DoctoralStudentId,
        form: DoctoralStudentForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<DoctoralStudent, AppError> {
        require(actor, Permission::ScienceDoctorateEdit)?;
        let this_year = domain::report::local_date(self.clock.now()).year();
        in_transaction(self.unit, |tx| {
            let before = student_in_scope(tx, actor, id)?;
            let draft = DoctoralStudentDraft::parse(&form, this_year)?;
            before.check_status(draft.details.status).map_err(AppError::conflict)?;
            check_supervisor(tx, before.institution_id, draft.details.supervisor)?;
            check_version(before.version, Some(version))?;
            tx.citizens().correct(before.citizen.id, &draft.citizen)?;
            let after = tx.science().save_doctoral_student(id, &draft.details, Some(version))?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}
