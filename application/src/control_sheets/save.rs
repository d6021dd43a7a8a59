use std::collections::BTreeMap;

use domain::actor::Actor;
use domain::assessment::Points;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::{StaffId, StudentId};
use domain::journal::{SheetClosed, SheetEntry, SheetEntryForm, MAX_REASON_LENGTH};
use domain::permission::Permission;
use domain::validation::{optional_text, parse_date, Invalid, ValidationErrors};
use domain::version::Version;

use super::{listing, sheet_context, sheet_view, SheetAddress, SheetView};
use crate::access::require;
use crate::ports::{in_transaction, AuditContext, Clock, Lock, RequestMeta, SheetChange, UnitOfWork};
use crate::results::keep_place_standings;
use crate::schedule::today;
use crate::AppError;

/// A sheet as its screen sends it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SheetForm {
    pub entries: Vec<SheetEntryForm>,
    /// Empty: none yet.
    pub exam_date: String,
    pub examiner_id: Option<i64>,
    /// The version read (0 for a sheet not saved yet).
    pub version: i64,
    /// Why a closed sheet is changed; required then.
    pub reason: String,
}

pub struct SaveControlSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl SaveControlSheet<'_> {
    /// Enters points (each within the control's maximum, for a student the sheet lists), the exam
    /// date and the examiner, all or nothing, with one audit record. The examiner enters their own
    /// sheets; an administrator (`journal-edit`) any sheet and names its examiner.
    pub fn execute(&self, actor: &Actor, address: SheetAddress, form: &SheetForm, request: &RequestMeta) -> Result<SheetView, AppError> {
        require(actor, Permission::ControlSheetEdit)?;
        let mut errors = ValidationErrors::new();
        let exam_date =
            if form.exam_date.trim().is_empty() { Some(None) } else { errors.check("exam_date", parse_date(&form.exam_date)).map(Some) };
        let examiner = match form.examiner_id.map(StaffId::new).transpose() {
            Ok(examiner) => Some(examiner),
            Err(invalid) => {
                errors.add("examiner_id", invalid);
                None
            }
        };
        let reason = errors.check("reason", optional_text(&form.reason, MAX_REASON_LENGTH));
        if !(0..=i64::from(i32::MAX)).contains(&form.version) {
            errors.add("version", Invalid::OutOfRange { min: 0, max: i64::from(i32::MAX) });
        }
        errors.into_result()?;
        let (Some(exam_date), Some(examiner), Some(reason)) = (exam_date, examiner, reason) else {
            return Err(ValidationErrors::single("entries", Invalid::Required).into());
        };
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let context = sheet_context(tx, actor, address, today, Lock::ForUpdate)?;
            if !context.may_edit(actor) {
                return Err(AppError::Forbidden);
            }
            if context.closed() {
                if !actor.can(Permission::ControlSheetReopen) {
                    return Err(AppError::conflict(SheetClosed));
                }
                if reason.is_empty() {
                    return Err(ValidationErrors::single("reason", Invalid::Required).into());
                }
            }
            let stored_version = context.stored.as_ref().map_or(Version::new(0), |s| s.version);
            if stored_version.get() as i64 != form.version {
                return Err(AppError::StaleVersion);
            }
            let administrator = context.institution_wide && actor.can(Permission::JournalEdit);
            let examiner = match examiner {
                Some(named) if Some(named) != context.examiner() => {
                    if !administrator {
                        return Err(AppError::Forbidden);
                    }
                    match tx.schedules().teacher(named)? {
                        Some(t) if t.institution_id == context.group.institution_id => Some(named),
                        _ => return Err(ValidationErrors::single("examiner_id", Invalid::UnknownValue).into()),
                    }
                }
                Some(same) => Some(same),
                None => context.examiner(),
            };
            let listed = listing(tx, &context)?;
            let entries =
                SheetEntry::parse_all(&form.entries, context.plan.max_of(context.key.control), &listed.listed(), &listed.refused())?;
            let before: BTreeMap<StudentId, Option<Points>> =
                context.stored.iter().flat_map(|s| s.entries.iter().map(|e| (e.student, e.points))).collect();
            let change = SheetChange { exam_date, examiner, entries: entries.clone() };
            let saved = tx.control_sheets().save(
                &context.key,
                context.group.institution_id,
                context.curriculum.id,
                context.stored.as_ref().map(|s| (s.id, s.version)),
                &change,
            )?;
            let moved: Vec<&SheetEntry> = entries.iter().filter(|e| before.get(&e.student).copied().flatten() != e.points).collect();
            let line = |student: StudentId, p: Option<Points>| {
                AuditValue::Text(format!("{student}:{}", p.map_or(String::from("-"), |p| p.to_string())))
            };
            let mut changes = vec![
                ("control", AuditValue::Null, AuditValue::Text(context.key.control.code().into())),
                ("edu_group_id", AuditValue::Null, AuditValue::Int(context.key.group.get())),
                ("edu_subject_id", AuditValue::Null, AuditValue::Int(context.key.subject.get())),
                (
                    "entries",
                    AuditValue::List(moved.iter().map(|e| line(e.student, before.get(&e.student).copied().flatten())).collect()),
                    AuditValue::List(moved.iter().map(|e| line(e.student, e.points)).collect()),
                ),
            ];
            let old_date = context.stored.as_ref().and_then(|s| s.exam_date);
            if old_date != exam_date {
                changes.push(("exam_date", AuditValue::from(old_date), AuditValue::from(exam_date)));
            }
            let old_examiner = context.stored.as_ref().and_then(|s| s.examiner);
            if old_examiner != examiner {
                changes.push(("examiner_id", AuditValue::from(old_examiner.map(|e| e.get())), AuditValue::from(examiner.map(|e| e.get()))));
            }
            if !reason.is_empty() {
                changes.push(("reason", AuditValue::Null, AuditValue::Text(reason.clone())));
            }
            let action = if context.stored.is_some() { AuditAction::Update } else { AuditAction::Create };
            let audit = AuditContext::by(actor, action, request).within(context.group.institution_id);
            tx.audit().record(&audit, EntityType::ControlSheet, Some(saved.id.get()), &changes)?;
            let context = super::SheetContext { stored: Some(saved), ..context };
            keep_place_standings(tx, context.place(), Some(context.key.semester))?;
            let listing = listing(tx, &context)?;
            sheet_view(tx, actor, context, listing)
        })
    }
}
