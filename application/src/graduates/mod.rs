//! Graduates: the list of candidates and the graduated, a record with its readiness, DAK exam
//! ratings, the diploma's naming, graduation itself, and the documents issued to a graduate, one
//! at a time or for a whole group in the background, verified publicly by their QR code.

mod document_pdf;
mod exam_ratings;
mod get;
mod graduate;
mod issue_document;
mod job;
mod list;
mod naming;
mod run_group_documents;
mod save_exam_ratings;
mod save_naming;
mod start_group_documents;
#[cfg(test)]
mod tests;
mod verify;

pub use document_pdf::*;
pub use exam_ratings::*;
pub use get::*;
pub use graduate::*;
pub use issue_document::*;
pub use job::*;
pub use list::*;
pub use naming::*;
pub use run_group_documents::*;
pub use save_exam_ratings::*;
pub use save_naming::*;
pub use start_group_documents::*;
pub use verify::*;

use chrono::{DateTime, Datelike, Utc};
use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{
    allowed_actions, certificate_number, duplicate_number, DocumentKind, GraduateAction, GraduateRule, IssuedDocument, Readiness,
};
use domain::ids::StudentId;
use domain::language::Language;
use domain::multilingual::MultilingualName;

use crate::access::require_in_scope;
use crate::audit::record_change;
use crate::ports::{
    AuditContext, DocumentPrinter, GraduateRecord, Lock, NewDocument, PrintedDocument, PrintedFact, PrintedSemester, PrintedSubjectRow,
    ReportNames, RequestMeta, Transaction,
};
use crate::AppError;

/// A record with what the reader may do with it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateCard {
    pub record: GraduateRecord,
    pub readiness: Readiness,
    pub actions: Vec<GraduateAction>,
}

impl GraduateCard {
    pub fn of(record: GraduateRecord, actor: &Actor) -> GraduateCard {
        let readiness = record.readiness();
        let actions = allowed_actions(&actor.permissions, &record.state(), &record.originals());
        GraduateCard { record, readiness, actions }
    }
}

/// The record of a candidate or graduate the actor may see, or `NotFound`.
pub(crate) fn record_in_scope(tx: &mut dyn Transaction, actor: &Actor, id: StudentId, lock: Lock) -> Result<GraduateRecord, AppError> {
    let record = tx.graduates().record(id, lock)?.ok_or(AppError::NotFound)?;
    require_in_scope(actor, std::iter::once(&record.student.institution_id))?;
    Ok(record)
}

/// Where the printed QR code leads.
pub fn verify_url(public_url: &str, public_id: &PublicId) -> String {
    format!("{}/report/{}", public_url.trim_end_matches('/'), public_id.as_str())
}

/// What a document needs besides the record: where it is verified and when it is issued.
pub struct Issuing<'a> {
    pub printer: &'a dyn DocumentPrinter,
    pub public_url: &'a str,
    pub now: DateTime<Utc>,
}

/// Issues one document of `record` inside the caller's transaction: the rules of its kind, its
/// number, the PDF set once and stored, the old version revoked, every change audited.
pub(crate) fn issue(
    tx: &mut dyn Transaction,
    context: &AuditContext,
    issuing: &Issuing<'_>,
    record: &GraduateRecord,
    kind: DocumentKind,
    duplicate: bool,
) -> Result<IssuedDocument, AppError> {
    let original = record.valid_original(kind).cloned();
    let (number, original_id) = if duplicate {
        let original = original.as_ref().ok_or_else(|| AppError::rule(GraduateRule::OriginalRequired))?;
        let n = tx.graduates().count_duplicates(original.id)? + 1;
        (duplicate_number(&original.number, n), Some(original.id))
    } else {
        match record.state().may_issue(kind) {
            Err(rule @ GraduateRule::NotGraduated) => return Err(AppError::conflict(rule)),
            Err(rule) => return Err(AppError::rule(rule)),
            Ok(()) => {}
        }
        let number = match (&record.naming, kind) {
            (Some(naming), DocumentKind::Diploma | DocumentKind::Appendix) => naming.naming.document_number(),
            _ => certificate_number(record.student.institution_id, record.student.id),
        };
        (number, None)
    };
    let public_id = PublicId::parse(&uuid::Uuid::new_v4().to_string()).map_err(|_| AppError::internal("a new UUID did not parse"))?;
    let printed = printed(record, kind, duplicate, &number, &verify_url(issuing.public_url, &public_id), issuing.now);
    let pdf = issuing.printer.print(&printed).map_err(AppError::internal)?;
    if !duplicate {
        if let Some(old) = original {
            let revoked = tx.graduates().revoke_document(old.id, issuing.now)?;
            record_change(tx, context, Some(&old), Some(&revoked))?;
        }
    }
    let document = tx.graduates().insert_document(&NewDocument {
        public_id,
        student_id: record.student.id,
        institution_id: record.student.institution_id,
        kind,
        original_id,
        number,
        pdf,
        issued_at: issuing.now,
        report: ReportNames {
            holder: record.student.details.fio.clone(),
            institution: record.institution_name.clone(),
            edu_direction: record.direction.name.clone(),
            qualification: record.naming.as_ref().map(|n| n.naming.qualification.clone()),
            year: record.graduated_at.map_or(issuing.now.year(), |d| d.year()),
        },
    })?;
    record_change(tx, &AuditContext { action: AuditAction::Create, ..context.clone() }, None, Some(&document))?;
    Ok(document)
}

/// A name in Uzbek, then in whichever other languages it is given.
pub(crate) fn every_language(name: &MultilingualName) -> Vec<String> {
    let mut lines = vec![name.uz().to_string()];
    for other in [name.ru(), name.en()] {
        if !other.is_empty() && !lines.iter().any(|l| l == other) {
            lines.push(other.to_string());
        }
    }
    lines
}

pub(crate) fn dotted(date: chrono::NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// Every word of a document, decided here; the printer only sets them.
pub(crate) fn printed(
    record: &GraduateRecord,
    kind: DocumentKind,
    duplicate: bool,
    number: &str,
    url: &str,
    now: DateTime<Utc>,
) -> PrintedDocument {
    let titles = Language::ALL.iter().map(|l| kind.title(*l).to_string()).collect();
    let fact = |label: &str, value: String| PrintedFact { label: label.into(), value };
    let mut facts = vec![
        fact("Ta’lim yo‘nalishi / Направление / Field of study", format!("{} {}", record.direction.code, record.direction.name.uz())),
        fact("Guruh / Группа / Group", record.group.name.clone()),
    ];
    if let Some(naming) = &record.naming {
        facts.push(fact("Malaka / Квалификация / Qualification", every_language(&naming.naming.qualification).join(" / ")));
    }
    if let Some(date) = record.graduated_at {
        facts.push(fact("Bitirgan sana / Дата окончания / Graduated", dotted(date)));
    }
    facts.push(fact("Raqam / Номер / Number", number.to_string()));
    let (semesters, exams) = if kind == DocumentKind::Diploma {
        (Vec::new(), Vec::new())
    } else {
        let mut numbers: Vec<i32> = record.subjects.iter().map(|s| s.semester).collect();
        numbers.dedup();
        let semesters = numbers
            .into_iter()
            .map(|n| PrintedSemester {
                title: format!("{n}-semestr / {n} семестр / Semester {n}"),
                rows: record
                    .subjects
                    .iter()
                    .filter(|s| s.semester == n)
                    .map(|s| PrintedSubjectRow {
                        cells: vec![
                            s.name.uz().to_string(),
                            s.study_hours.to_string(),
                            s.rating.map(|r| r.to_string()).unwrap_or_else(|| "—".into()),
                        ],
                    })
                    .collect(),
            })
            .collect();
        let exams = record
            .exams
            .iter()
            .map(|e| PrintedSubjectRow {
                cells: vec![
                    e.name.uz().to_string(),
                    e.study_hours.to_string(),
                    e.rating.map(|r| r.to_string()).unwrap_or_else(|| "—".into()),
                ],
            })
            .collect();
        (semesters, exams)
    };
    PrintedDocument {
        kind: kind.code().into(),
        country: "O‘ZBEKISTON RESPUBLIKASI · РЕСПУБЛИКА УЗБЕКИСТАН · REPUBLIC OF UZBEKISTAN".into(),
        titles,
        institution: every_language(&record.institution_name),
        holder: record.student.details.fio.clone(),
        facts,
        statement: Vec::new(),
        duplicate: duplicate.then(|| "DUBLIKAT · ДУБЛИКАТ · DUPLICATE".into()),
        columns: vec!["Fan / Предмет / Subject".into(), "Soat / Часы / Hours".into(), "Baho / Оценка / Rating".into()],
        semesters,
        exams_title: "Yakuniy davlat attestatsiyasi (DAK) / Итоговая государственная аттестация / Final state attestation".into(),
        exams,
        verify_url: url.to_string(),
        verify_caption: "Hujjatning haqiqiyligini tekshirish / Проверка подлинности / Verify this document".into(),
        number: number.to_string(),
        issued: format!("Berilgan sana / Дата выдачи / Issued: {}", dotted(now.date_naive())),
    }
}

/// Who did it and from where, for the records of a change to a record of `record`'s institution.
pub(crate) fn context_of(actor: &Actor, action: AuditAction, request: &RequestMeta, record: &GraduateRecord) -> AuditContext {
    AuditContext::by(actor, action, request).within(record.student.institution_id)
}
