//! The documents of a graduate: diploma, its appendix (every subject with hours and rating) and
//! the academic certificate, each also as a duplicate. A document is set once and stored
//! unchanged; issuing a kind again makes a new version and revokes the old one.
//!
//! A studying student's documents (the transcript of their results and the reference of study)
//! are kept and verified the same way, but each is numbered in the institution's own series and
//! issued as often as it is asked for: a newer one does not revoke the older.

use chrono::{DateTime, Utc};

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{InstitutionId, StudentId};
use crate::language::{Language, Localized};
use crate::permission::Permission;
use crate::validation::Invalid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DocumentKind {
    Diploma,
    Appendix,
    Certificate,
    /// Every semester's subjects with credits, points, grade and the GPA.
    Transcript,
    /// "Ma’lumotnoma": the student studies here, in this course, form and direction.
    Reference,
}

impl DocumentKind {
    /// A graduate's kinds, issued from the graduate's record.
    pub const ALL: [DocumentKind; 3] = [DocumentKind::Diploma, DocumentKind::Appendix, DocumentKind::Certificate];
    /// A studying student's kinds.
    pub const STUDY: [DocumentKind; 2] = [DocumentKind::Transcript, DocumentKind::Reference];

    pub fn code(self) -> &'static str {
        match self {
            DocumentKind::Diploma => "DIPLOMA",
            DocumentKind::Appendix => "APPENDIX",
            DocumentKind::Certificate => "CERTIFICATE",
            DocumentKind::Transcript => "TRANSCRIPT",
            DocumentKind::Reference => "REFERENCE",
        }
    }

    pub fn is_study(self) -> bool {
        DocumentKind::STUDY.contains(&self)
    }

    pub fn parse(code: &str) -> Result<DocumentKind, Invalid> {
        match code.trim() {
            "" => Err(Invalid::Required),
            code => DocumentKind::ALL.into_iter().chain(DocumentKind::STUDY).find(|k| k.code() == code).ok_or(Invalid::UnknownValue),
        }
    }

    /// The permission that issues this kind, or its duplicate.
    pub fn permission(self, duplicate: bool) -> Permission {
        match (self, duplicate) {
            (DocumentKind::Diploma, false) => Permission::GenerateDiploma,
            (DocumentKind::Diploma, true) => Permission::GenerateDiplomaDuplicate,
            (DocumentKind::Appendix, false) => Permission::GenerateAppendix,
            (DocumentKind::Appendix, true) => Permission::GenerateAppendixDuplicate,
            (DocumentKind::Certificate, false) => Permission::GenerateCertificate,
            (DocumentKind::Certificate, true) => Permission::GenerateCertificateDuplicate,
            (DocumentKind::Transcript | DocumentKind::Reference, _) => Permission::StudentDocument,
        }
    }

    /// Whether the holder must have graduated and be named (diploma and appendix), or may be any
    /// candidate or graduate (certificate).
    pub fn needs_graduation(self) -> bool {
        matches!(self, DocumentKind::Diploma | DocumentKind::Appendix)
    }

    pub fn title(self, language: Language) -> &'static str {
        use DocumentKind::*;
        use Language::*;
        language.fixed(match (self, language) {
            (Diploma, Uz | UzCyrl) => "DIPLOM",
            (Diploma, Ru) => "ДИПЛОМ",
            (Diploma, En) => "DIPLOMA",
            (Appendix, Uz | UzCyrl) => "DIPLOMGA ILOVA",
            (Appendix, Ru) => "ПРИЛОЖЕНИЕ К ДИПЛОМУ",
            (Appendix, En) => "DIPLOMA SUPPLEMENT",
            (Certificate, Uz | UzCyrl) => "AKADEMIK MA’LUMOTNOMA",
            (Certificate, Ru) => "АКАДЕМИЧЕСКАЯ СПРАВКА",
            (Certificate, En) => "ACADEMIC CERTIFICATE",
            (Transcript, Uz | UzCyrl) => "AKADEMIK TRANSKRIPT",
            (Transcript, Ru) => "АКАДЕМИЧЕСКИЙ ТРАНСКРИПТ",
            (Transcript, En) => "ACADEMIC TRANSCRIPT",
            (Reference, Uz | UzCyrl) => "MA’LUMOTNOMA",
            (Reference, Ru) => "СПРАВКА С МЕСТА УЧЁБЫ",
            (Reference, En) => "CERTIFICATE OF STUDY",
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentStatus {
    Valid,
    Revoked,
}

impl DocumentStatus {
    pub fn code(self) -> &'static str {
        match self {
            DocumentStatus::Valid => "VALID",
            DocumentStatus::Revoked => "REVOKED",
        }
    }

    pub fn parse(code: &str) -> Result<DocumentStatus, Invalid> {
        match code {
            "VALID" => Ok(DocumentStatus::Valid),
            "REVOKED" => Ok(DocumentStatus::Revoked),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// The number of the `n`-th duplicate (from 1) of the document numbered `original`: `B 1234567-D1`.
pub fn duplicate_number(original: &str, n: i64) -> String {
    format!("{original}-D{n}")
}

/// The number of an academic certificate, which has no series of its own: the institution's and
/// the student's ids, `SR-0001-0000012`.
pub fn certificate_number(institution: InstitutionId, student: StudentId) -> String {
    format!("SR-{:04}-{:07}", institution.get(), student.get())
}

/// The number of the `n`-th study document (from 1) of a kind an institution issued in `year`:
/// `T-0001-2026-000017` for a transcript, `M-…` for a reference ("ma’lumotnoma").
pub fn study_number(kind: DocumentKind, institution: InstitutionId, year: i32, n: i64) -> String {
    let letter = if kind == DocumentKind::Transcript { 'T' } else { 'M' };
    format!("{letter}-{:04}-{year}-{n:06}", institution.get())
}

/// A document as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedDocument {
    pub id: i64,
    pub public_id: uuid_text::PublicId,
    pub student_id: StudentId,
    pub institution_id: InstitutionId,
    pub kind: DocumentKind,
    pub duplicate: bool,
    pub original_id: Option<i64>,
    pub number: String,
    pub status: DocumentStatus,
    pub issued_at: DateTime<Utc>,
}

impl Audited for IssuedDocument {
    const ENTITY: EntityType = EntityType::GraduateDocument;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("public_id", self.public_id.as_str().into()),
            ("student_id", self.student_id.get().into()),
            ("kind", self.kind.code().into()),
            ("duplicate", self.duplicate.into()),
            ("original_id", self.original_id.into()),
            ("number", self.number.as_str().into()),
            ("status", self.status.code().into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }
}

/// The public id of a document, as the QR code and `/report/:id` carry it: a UUID in its
/// hyphenated lower-case form. The domain holds it as checked text; the adapters make it.
pub mod uuid_text {
    use crate::validation::Invalid;

    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    pub struct PublicId(String);

    impl PublicId {
        /// 8-4-4-4-12 hexadecimal digits.
        pub fn parse(value: &str) -> Result<PublicId, Invalid> {
            let value = value.trim().to_ascii_lowercase();
            let groups: Vec<&str> = value.split('-').collect();
            let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
            if lengths == [8, 4, 4, 4, 12] && groups.iter().all(|g| g.bytes().all(|b| b.is_ascii_hexdigit())) {
                Ok(PublicId(value))
            } else {
                Err(Invalid::UnknownValue)
            }
        }

        pub fn as_str(&self) -> &str {
            &self.0
        }
    }
}

/// A rated DAK exam cell as the audit trail records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExamRatedCell {
    pub id: i64,
    pub student_id: StudentId,
    pub exam_id: i64,
    pub rating: i32,
}

impl Audited for ExamRatedCell {
    const ENTITY: EntityType = EntityType::ExamRating;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([("student_id", self.student_id.get().into()), ("exam_id", self.exam_id.into()), ("rating", self.rating.into())])
    }
}

/// The background issue of one kind of document for a whole group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobStatus {
    Running,
    Done,
    Failed,
}

impl JobStatus {
    pub fn code(self) -> &'static str {
        match self {
            JobStatus::Running => "RUNNING",
            JobStatus::Done => "DONE",
            JobStatus::Failed => "FAILED",
        }
    }

    pub fn parse(code: &str) -> Result<JobStatus, Invalid> {
        match code {
            "RUNNING" => Ok(JobStatus::Running),
            "DONE" => Ok(JobStatus::Done),
            "FAILED" => Ok(JobStatus::Failed),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// Whether a studying student's document of `kind` may be issued to a student in `status`: a
/// reference says the holder studies, so only an active student gets one; a transcript is the
/// record of what was studied and is given whatever the status.
pub fn may_issue_study(kind: DocumentKind, status: crate::student::StudentStatus) -> Result<(), NotStudying> {
    match kind {
        DocumentKind::Reference if status != crate::student::StudentStatus::Active => Err(NotStudying),
        _ => Ok(()),
    }
}

/// A reference of study asked for a student who does not study now (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotStudying;

impl Localized for NotStudying {
    fn code(&self) -> &'static str {
        "not_studying"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => {
                "Talaba hozir o‘qimayapti: o‘qish joyidan ma’lumotnoma faqat o‘qiyotgan talabaga beriladi".into()
            }
            Language::Ru => "Студент сейчас не учится: справка с места учёбы выдаётся только обучающемуся".into(),
            Language::En => "The student is not studying now: a certificate of study is given only to a studying student".into(),
        }
    }
}

/// A document the public report does not know (404).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DocumentNotFound;

impl Localized for DocumentNotFound {
    fn code(&self) -> &'static str {
        "document_not_found"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Bunday hujjat topilmadi: u tizimda ro‘yxatdan o‘tmagan".into(),
            Language::Ru => "Такой документ не найден: он не зарегистрирован в системе".into(),
            Language::En => "No such document: it is not registered in the system".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_and_each_has_its_permissions() {
        for kind in DocumentKind::ALL {
            assert_eq!(DocumentKind::parse(kind.code()), Ok(kind));
            assert_ne!(kind.permission(false), kind.permission(true));
        }
        assert_eq!(DocumentKind::parse("PASSPORT"), Err(Invalid::UnknownValue));
        assert_eq!(DocumentKind::Certificate.permission(true), Permission::GenerateCertificateDuplicate);
    }

    #[test]
    fn duplicates_are_numbered_after_their_original() {
        assert_eq!(duplicate_number("B 1234567", 1), "B 1234567-D1");
        assert_eq!(duplicate_number("B 1234567", 2), "B 1234567-D2");
        assert_eq!(certificate_number(InstitutionId::from_stored(1), StudentId::from_stored(12)), "SR-0001-0000012");
    }

    #[test]
    fn a_reference_needs_a_studying_student_and_a_transcript_does_not() {
        use crate::student::StudentStatus;
        for status in [StudentStatus::Active, StudentStatus::OnLeave, StudentStatus::Withdraw, StudentStatus::Graduated] {
            assert_eq!(may_issue_study(DocumentKind::Transcript, status), Ok(()));
            assert_eq!(may_issue_study(DocumentKind::Reference, status).is_ok(), status == StudentStatus::Active);
        }
    }

    #[test]
    fn study_documents_are_numbered_in_each_kind_s_series() {
        let institution = InstitutionId::from_stored(3);
        assert_eq!(study_number(DocumentKind::Transcript, institution, 2026, 17), "T-0003-2026-000017");
        assert_eq!(study_number(DocumentKind::Reference, institution, 2026, 1), "M-0003-2026-000001");
        for kind in DocumentKind::STUDY {
            assert_eq!(DocumentKind::parse(kind.code()), Ok(kind));
            assert!(kind.is_study() && !kind.needs_graduation());
            assert_eq!(kind.permission(false), Permission::StudentDocument);
        }
        assert!(DocumentKind::ALL.iter().all(|k| !k.is_study()));
    }

    #[test]
    fn a_public_id_is_a_uuid() {
        assert!(uuid_text::PublicId::parse("1F0C2E4A-1111-4222-8333-444455556666").is_ok());
        assert!(uuid_text::PublicId::parse("1f0c").is_err());
        assert!(uuid_text::PublicId::parse("zzzzzzzz-1111-4222-8333-444455556666").is_err());
    }
}
