//! Publications: scientific and methodical works and intellectual property, their authors, the
//! indexing databases that list them, a PDF of the work, and the office's verification.

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{InstitutionId, PublicationId, StaffId};
use crate::multilingual::MultilingualName;
use crate::validation::{optional_text, required_text, Invalid, ValidationErrors};
use crate::version::Version;

use super::authorship::{Author, AuthorForm, Authors, Confirmation};
use super::doi::Doi;
use super::invalid::ScienceInvalid;
use super::rules::ScienceRule;
use super::verification::Verification;

code_list! {
    PublicationKind {
        Scientific = "SCIENTIFIC", "Ilmiy", "Научная", "Scientific";
        Methodical = "METHODICAL", "O‘quv-uslubiy", "Учебно-методическая", "Methodical";
        IntellectualProperty = "INTELLECTUAL_PROPERTY", "Intellektual mulk", "Интеллектуальная собственность", "Intellectual property";
    }
}

code_list! {
    PublicationSubKind {
        Monograph = "MONOGRAPH", "Monografiya", "Монография", "Monograph";
        Article = "ARTICLE", "Jurnaldagi maqola", "Статья в журнале", "Journal article";
        ConferencePaper = "CONFERENCE_PAPER", "Konferensiya maqolasi", "Статья в сборнике конференции", "Conference paper";
        Theses = "THESES", "Tezis", "Тезисы", "Abstract (theses)";
        Textbook = "TEXTBOOK", "Darslik", "Учебник", "Textbook";
        StudyGuide = "STUDY_GUIDE", "O‘quv qo‘llanma", "Учебное пособие", "Study guide";
        MethodicalManual = "METHODICAL_MANUAL", "Uslubiy qo‘llanma", "Методическое пособие", "Methodical manual";
        Invention = "INVENTION", "Ixtiro", "Изобретение", "Invention";
        UtilityModel = "UTILITY_MODEL", "Foydali model", "Полезная модель", "Utility model";
        IndustrialDesign = "INDUSTRIAL_DESIGN", "Sanoat namunasi", "Промышленный образец", "Industrial design";
        Software = "SOFTWARE", "EHM uchun dastur", "Программа для ЭВМ", "Software";
        Database = "DATABASE", "Ma’lumotlar bazasi", "База данных", "Database";
    }
}

impl PublicationSubKind {
    pub fn kind(self) -> PublicationKind {
        use PublicationSubKind::*;
        match self {
            Monograph | Article | ConferencePaper | Theses => PublicationKind::Scientific,
            Textbook | StudyGuide | MethodicalManual => PublicationKind::Methodical,
            Invention | UtilityModel | IndustrialDesign | Software | Database => PublicationKind::IntellectualProperty,
        }
    }
}

code_list! {
    /// A database that indexes publications.
    Indexing {
        Scopus = "SCOPUS", "Scopus", "Scopus", "Scopus";
        WebOfScience = "WEB_OF_SCIENCE", "Web of Science", "Web of Science", "Web of Science";
        GoogleScholar = "GOOGLE_SCHOLAR", "Google Scholar", "Google Scholar", "Google Scholar";
        Rsci = "RSCI", "RINTs", "РИНЦ", "RSCI";
        Oak = "OAK", "OAK ro‘yxati", "Перечень ВАК", "HAC list";
        Other = "OTHER", "Boshqa", "Другая", "Other";
    }
}

impl Indexing {
    /// The international databases a teacher's rating counts.
    pub const INTERNATIONAL: [Indexing; 2] = [Indexing::Scopus, Indexing::WebOfScience];
}

/// A publication form as submitted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublicationForm {
    pub kind: String,
    pub sub_kind: String,
    pub title: String,
    pub year: i64,
    pub source: String,
    pub doi: String,
    pub indexing: Vec<String>,
    pub foreign: bool,
    pub authors: Vec<AuthorForm>,
}

/// What a publication says of itself, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicationDetails {
    pub kind: PublicationKind,
    pub sub_kind: PublicationSubKind,
    pub title: String,
    pub year: i16,
    /// The journal, conference, publisher or patent office.
    pub source: String,
    pub doi: Option<Doi>,
    pub indexing: BTreeSet<Indexing>,
    /// Published abroad.
    pub foreign: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicationDraft {
    pub details: PublicationDetails,
    pub authors: Authors,
}

impl PublicationDraft {
    pub const MAX_TITLE: usize = 1000;
    pub const MAX_SOURCE: usize = 500;
    pub const FIRST_YEAR: i64 = 1950;

    /// `this_year`: a work may be dated a year ahead (in press), never further.
    pub fn parse(form: &PublicationForm, this_year: i32) -> Result<PublicationDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let kind = errors.check("kind", PublicationKind::parse(&form.kind));
        let sub_kind = errors.check("sub_kind", PublicationSubKind::parse(&form.sub_kind));
        if let (Some(kind), Some(sub_kind)) = (kind, sub_kind) {
            if sub_kind.kind() != kind {
                errors.add("sub_kind", Invalid::Science(ScienceInvalid::SubKindOfAnotherKind));
            }
        }
        let title = errors.check("title", required_text(&form.title, Self::MAX_TITLE));
        let last_year = i64::from(this_year) + 1;
        if !(Self::FIRST_YEAR..=last_year).contains(&form.year) {
            errors.add("year", Invalid::OutOfRange { min: Self::FIRST_YEAR, max: last_year });
        }
        let source = errors.check("source", optional_text(&form.source, Self::MAX_SOURCE));
        let doi = if form.doi.trim().is_empty() { Some(None) } else { errors.check("doi", Doi::parse(&form.doi).map(Some)) };
        let mut indexing = BTreeSet::new();
        for code in &form.indexing {
            match Indexing::parse(code) {
                Ok(value) if !indexing.insert(value) => errors.add("indexing", Invalid::Duplicate),
                Ok(_) => {}
                Err(invalid) => errors.add("indexing", invalid),
            }
        }
        let authors = Authors::parse(&form.authors).map_err(|e| errors.merge("", e)).ok();
        errors.into_result()?;
        match (kind, sub_kind, title, source, doi, authors) {
            (Some(kind), Some(sub_kind), Some(title), Some(source), Some(doi), Some(authors)) => Ok(PublicationDraft {
                details: PublicationDetails { kind, sub_kind, title, year: form.year as i16, source, doi, indexing, foreign: form.foreign },
                authors,
            }),
            _ => Err(ValidationErrors::single("title", Invalid::Required)),
        }
    }
}

/// The PDF of a publication, as its details show it (the content is read apart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicationFile {
    pub name: String,
    pub size: i64,
    pub uploaded_at: DateTime<Utc>,
}

impl PublicationFile {
    /// The largest file taken, as the upload limit of the API says (5 MB).
    pub const MAX_BYTES: usize = 5 * 1024 * 1024;
    const MAGIC: &'static [u8] = b"%PDF-";

    /// A PDF document begins with `%PDF-` (some writers put a few bytes before it: PDF readers
    /// look for it within the first kilobyte). The name alone proves nothing.
    pub fn check_pdf(content: &[u8]) -> Result<(), ScienceRule> {
        let head = &content[..content.len().min(1024)];
        if head.windows(Self::MAGIC.len()).any(|w| w == Self::MAGIC) {
            Ok(())
        } else {
            Err(ScienceRule::FileNotPdf)
        }
    }

    /// A name to store and offer for download: the last path component, without control
    /// characters or quotes, at most 255 characters, ending in `.pdf`.
    pub fn clean_name(name: &str) -> String {
        // Never the default: a split yields at least one part, if only an empty one.
        let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
        let clean: String = base.chars().filter(|c| !c.is_control() && *c != '"').take(200).collect();
        let clean = clean.trim();
        match clean {
            "" => "publication.pdf".to_string(),
            name if name.to_lowercase().ends_with(".pdf") => name.to_string(),
            name => format!("{name}.pdf"),
        }
    }
}

/// A stored publication.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Publication {
    pub id: PublicationId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub details: PublicationDetails,
    pub authors: Vec<Author>,
    pub verification: Verification,
    /// Why the office returned it, while it is returned.
    pub rejection_reason: String,
    pub file: Option<PublicationFile>,
    pub version: Version,
}

impl Publication {
    pub fn is_author(&self, staff: StaffId) -> bool {
        self.authors.iter().any(|a| a.contributor.staff() == Some(staff))
    }

    /// The office verifies once every staff author has confirmed.
    pub fn verify(&self) -> Result<Verification, ScienceRule> {
        let unconfirmed: Vec<String> =
            self.authors.iter().filter(|a| a.confirmation == Some(Confirmation::Pending)).map(|a| a.full_name.clone()).collect();
        if !unconfirmed.is_empty() && self.verification == Verification::Pending {
            return Err(ScienceRule::AuthorsUnconfirmed { names: unconfirmed });
        }
        self.verification.verify()
    }

    /// Whether `staff` has an authorship here still to confirm.
    pub fn awaits_confirmation_of(&self, staff: StaffId) -> bool {
        self.authors.iter().any(|a| a.contributor.staff() == Some(staff) && a.confirmation == Some(Confirmation::Pending))
    }
}

impl Audited for Publication {
    const ENTITY: EntityType = EntityType::Publication;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("kind", d.kind.code().into()),
            ("sub_kind", d.sub_kind.code().into()),
            ("title", d.title.as_str().into()),
            ("year", i64::from(d.year).into()),
            ("source", d.source.as_str().into()),
            ("doi", d.doi.as_ref().map(Doi::as_str).into()),
            ("indexing", AuditValue::List(d.indexing.iter().map(|i| i.code().into()).collect())),
            ("foreign", d.foreign.into()),
            ("authors", AuditValue::List(self.authors.iter().map(Author::audit_value).collect())),
            ("verification", self.verification.code().into()),
            ("rejection_reason", self.rejection_reason.as_str().into()),
            ("file", self.file.as_ref().map(|f| format!("{} ({} B)", f.name, f.size)).into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::science::authorship::Contributor;

    fn form() -> PublicationForm {
        PublicationForm {
            kind: "SCIENTIFIC".into(),
            sub_kind: "ARTICLE".into(),
            title: " Chuqur o‘qitish ".into(),
            year: 2026,
            source: "Journal of Physics".into(),
            doi: "https://doi.org/10.1088/1742-6596/2094/3/032045".into(),
            indexing: vec!["SCOPUS".into(), "WEB_OF_SCIENCE".into()],
            foreign: true,
            authors: vec![AuthorForm { staff_id: Some(7), outside_name: String::new(), main: true }],
        }
    }

    fn fields(form: &PublicationForm) -> Vec<String> {
        PublicationDraft::parse(form, 2026).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    #[test]
    fn a_publication_is_checked_field_by_field() {
        let draft = PublicationDraft::parse(&form(), 2026).unwrap();
        assert_eq!(draft.details.title, "Chuqur o‘qitish");
        assert_eq!(draft.details.doi.as_ref().map(Doi::as_str), Some("10.1088/1742-6596/2094/3/032045"));
        assert_eq!(draft.details.indexing.len(), 2);
        assert!(PublicationDraft::parse(&PublicationForm { doi: "".into(), year: 2027, ..form() }, 2026).is_ok(), "in press");
        assert_eq!(fields(&PublicationForm { year: 2028, ..form() }), vec!["year"]);
        assert_eq!(fields(&PublicationForm { sub_kind: "TEXTBOOK".into(), ..form() }), vec!["sub_kind"]);
        assert_eq!(fields(&PublicationForm { doi: "doi.org/abc".into(), ..form() }), vec!["doi"]);
        assert_eq!(fields(&PublicationForm { indexing: vec!["SCOPUS".into(), "SCOPUS".into()], ..form() }), vec!["indexing"]);
        assert_eq!(fields(&PublicationForm { indexing: vec!["ERIH".into()], ..form() }), vec!["indexing"]);
        assert_eq!(fields(&PublicationForm { title: "".into(), authors: vec![], ..form() }), vec!["title", "authors"]);
    }

    #[test]
    fn every_sub_kind_belongs_to_one_of_the_three_kinds() {
        for kind in PublicationKind::ALL {
            assert!(PublicationSubKind::ALL.iter().any(|s| s.kind() == *kind), "{kind:?}");
        }
    }

    #[test]
    fn a_pdf_is_told_by_its_content_not_its_name() {
        assert_eq!(PublicationFile::check_pdf(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"), Ok(()));
        assert_eq!(PublicationFile::check_pdf(b"\xef\xbb\xbf%PDF-1.4"), Ok(()));
        assert_eq!(PublicationFile::check_pdf(b"PK\x03\x04 a zip named article.pdf"), Err(ScienceRule::FileNotPdf));
        assert_eq!(PublicationFile::check_pdf(b""), Err(ScienceRule::FileNotPdf));
        assert_eq!(PublicationFile::clean_name("C:\\docs\\maqola \"1\""), "maqola 1.pdf");
        assert_eq!(PublicationFile::clean_name("article.PDF"), "article.PDF");
        assert_eq!(PublicationFile::clean_name(""), "publication.pdf");
    }

    fn publication(confirmations: &[Option<Confirmation>], verification: Verification) -> Publication {
        let authors = confirmations
            .iter()
            .enumerate()
            .map(|(i, c)| Author {
                contributor: if c.is_some() {
                    Contributor::Staff(StaffId::from_stored(i as i64 + 1))
                } else {
                    Contributor::Outside("X".into())
                },
                main: i == 0,
                confirmation: *c,
                full_name: format!("Muallif {i}"),
            })
            .collect();
        Publication {
            id: PublicationId::from_stored(1),
            institution_id: InstitutionId::from_stored(1),
            institution_name: MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
            details: PublicationDraft::parse(&form(), 2026).unwrap().details,
            authors,
            verification,
            rejection_reason: String::new(),
            file: None,
            version: Version::new(1),
        }
    }

    #[test]
    fn the_office_verifies_once_every_staff_author_confirmed() {
        use Confirmation::*;
        let waiting = publication(&[Some(Confirmed), Some(Pending), None], Verification::Pending);
        assert_eq!(waiting.verify(), Err(ScienceRule::AuthorsUnconfirmed { names: vec!["Muallif 1".into()] }));
        assert!(waiting.awaits_confirmation_of(StaffId::from_stored(2)));
        assert!(!waiting.awaits_confirmation_of(StaffId::from_stored(1)));
        let confirmed = publication(&[Some(Confirmed), Some(Confirmed), None], Verification::Pending);
        assert_eq!(confirmed.verify(), Ok(Verification::Verified));
        assert_eq!(publication(&[Some(Confirmed)], Verification::Verified).verify(), Err(ScienceRule::AlreadyVerified));
    }

    #[test]
    fn the_trail_sees_the_authors_and_the_state() {
        let snapshot = publication(&[Some(Confirmation::Pending)], Verification::Pending).snapshot();
        assert_eq!(snapshot["verification"], "PENDING".into());
        let AuditValue::List(authors) = &snapshot["authors"] else { panic!("a list of authors") };
        let AuditValue::Map(first) = &authors[0] else { panic!("an author") };
        assert_eq!(first["staff_id"], 1.into());
        assert_eq!(first["confirmation"], "PENDING".into());
    }
}
