use chrono::Datelike;
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::science::doctorate::{DoctoralStudentDraft, DoctoralStudentForm};
use domain::science::DoctoralStudent;

use super::check_supervisor;
use crate::access::{owner, require};
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateDoctoralStudent<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl CreateDoctoralStudent<'_> {
    /// A person already known by PINFL is the same person, never entered twice; they are a
    /// doctoral student of an institution once.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: Option<i64>,
        form: DoctoralStudentForm,
        request: &RequestMeta,
    ) -> Result<DoctoralStudent, AppError> {
        require(actor, Permission::ScienceDoctorateAdd)?;
        let institution = owner(actor, institution)?;
        let this_year = domain::report::local_date(self.clock.now()).year();
        let draft = DoctoralStudentDraft::parse(&form, this_year)?;
        DoctoralStudent::check_new_status(draft.details.status).map_err(AppError::rule)?;
        in_transaction(self.unit, |tx| {
            check_supervisor(tx, institution, draft.details.supervisor)?;
            let citizen = tx.citizens().find_or_create(&draft.citizen)?;
            let student = tx.science().insert_doctoral_student(institution, citizen, &draft.details)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Create, request), None, Some(&student))?;
            Ok(student)
        })
    }
}
