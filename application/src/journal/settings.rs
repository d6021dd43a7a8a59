use domain::actor::Actor;
use domain::audit::{diff, AuditAction, EntityType};
use domain::ids::InstitutionId;
use domain::journal::{JournalSettings, SettingsForm};
use domain::permission::Permission;
use domain::version::Version;

use crate::access::{require, require_any, require_in_scope};
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct GetJournalSettings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetJournalSettings<'_> {
    pub fn execute(&self, actor: &Actor, institution: InstitutionId) -> Result<(JournalSettings, Version), AppError> {
        require_any(actor, &[Permission::JournalSettings, Permission::JournalView])?;
        require_in_scope(actor, std::iter::once(&institution))?;
        in_transaction(self.unit, |tx| {
            tx.institutions().find(institution, crate::ports::Lock::None)?.ok_or(AppError::NotFound)?;
            tx.journal().settings(institution)
        })
    }
}

pub struct SaveJournalSettings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveJournalSettings<'_> {
    /// The institution's recording window, sheet closing and absence thresholds, under the
    /// `version` guard.
    pub fn execute(
        &self,
        actor: &Actor,
        institution: InstitutionId,
        form: &SettingsForm,
        version: Version,
        request: &RequestMeta,
    ) -> Result<(JournalSettings, Version), AppError> {
        require(actor, Permission::JournalSettings)?;
        require_in_scope(actor, std::iter::once(&institution))?;
        let settings = JournalSettings::parse(form)?;
        in_transaction(self.unit, |tx| {
            tx.institutions().find(institution, crate::ports::Lock::None)?.ok_or(AppError::NotFound)?;
            let (before, _) = tx.journal().settings(institution)?;
            let saved = tx.journal().save_settings(institution, &settings, version)?;
            if before.sheet_close_days != settings.sheet_close_days {
                tx.standings().reschedule(institution, settings.sheet_close_days)?;
            }
            let changes = diff(Some(&before.snapshot()), Some(&settings.snapshot()));
            let context = AuditContext::by(actor, AuditAction::Update, request).within(institution);
            tx.audit().record(&context, EntityType::JournalSettings, Some(institution.get()), &changes)?;
            Ok((settings, saved))
        })
    }
}
