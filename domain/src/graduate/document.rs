//! The documents of a graduate: diploma, its appendix (every subject with hours and rating) and
//! the academic certificate, each also as a duplicate. A document is set once and stored
//! unchanged; issuing a kind again makes a new version and revokes the old one.

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
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 3] = [DocumentKind::Diploma, DocumentKind::Appendix, DocumentKind::Certificate];

    pub fn code(self) -> &'static str {
        match self {
            DocumentKind::Diploma => "DIPLOMA",
            DocumentKind::Appendix => "APPENDIX",
            DocumentKind::Certificate => "CERTIFICATE",
        }
    }

    pub fn parse(code: &str) -> Result<DocumentKind, Invalid> {
        match code.trim() {
            "" => Err(Invalid::Required),
            code => DocumentKind::ALL.into_iter().find(|k| k.code() == code).ok_or(Invalid::UnknownValue),
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
        }
    }

    /// Whether the holder must have graduated and be named (diploma and appendix), or may be any
    /// candidate or graduate (certificate).
    pub fn needs_graduation(self) -> bool {
        self != DocumentKind::Certificate
    }

    pub fn title(self, language: Language) -> &'static str {
        use DocumentKind::*;
        use Language::*;
        match (self, language) {
            (Diploma, Uz) => "DIPLOM",
            (Diploma, Ru) => "ДИПЛОМ",
            (Diploma, En) => "DIPLOMA",
            (Appendix, Uz) => "DIPLOMGA ILOVA",
            (Appendix, Ru) => "ПРИЛОЖЕНИЕ К ДИПЛОМУ",
            (Appendix, En) => "DIPLOMA SUPPLEMENT",
            (Certificate, Uz) => "AKADEMIK MA’LUMOTNOMA",
            (Certificate, Ru) => "АКАДЕМИЧЕСКАЯ СПРАВКА",
            (Certificate, En) => "ACADEMIC CERTIFICATE",
        }
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

/// A document the public report does not know (404).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DocumentNotFound;

impl Localized for DocumentNotFound {
    fn code(&self) -> &'static str {
        "document_not_found"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz => "Bunday hujjat topilmadi: u tizimda ro‘yxatdan o‘tmagan".into(),
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
    fn a_public_id_is_a_uuid() {
        assert!(uuid_text::PublicId::parse("1F0C2E4A-1111-4222-8333-444455556666").is_ok());
        assert!(uuid_text::PublicId::parse("1f0c").is_err());
        assert!(uuid_text::PublicId::parse("zzzzzzzz-1111-4222-8333-444455556666").is_err());
    }
}
