use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::DefenceId;
use domain::permission::Permission;
use domain::science::doctorate::{DefenceDraft, DefenceForm};
use domain::science::Defence;
use domain::version::Version;

use super::defence_in_scope;
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateDefence<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl UpdateDefence<'_> {
    /// A defence stays its student's; its date, council and numbers change.
    pub fn execute(
        &self,
        actor: &Actor,
        id: DefenceId,
        form: DefenceForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<Defence, AppError> {
        require(actor, Permission::ScienceDoctorateEdit)?;
        let today = domain::report::local_date(self.clock.now());
        in_transaction(self.unit, |tx| {
            let before = defence_in_scope(tx, actor, id)?;
            let form = DefenceForm { doctoral_student_id: before.doctoral_student_id.get(), ..form };
            let draft = DefenceDraft::parse(&form, today)?;
            check_version(before.version, Some(version))?;
            let after = tx.science().save_defence(id, &draft.details, version)?;
            record_change(tx, &AuditContext::by(actor, AuditAction::Update, request), Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}
