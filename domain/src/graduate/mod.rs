//! Graduates: the students of final-semester groups (candidates) and the graduated, whether a
//! candidate may graduate, the naming of their diploma and the documents issued to them.

pub mod document;
pub mod naming;
pub mod readiness;

pub use document::*;
pub use naming::*;
pub use readiness::*;

use std::collections::BTreeSet;

use crate::language::{Language, Localized};
use crate::permission::Permission;
use crate::student::StudentStatus;

/// Where a student stands towards graduation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// ACTIVE in a group whose current semester is its curriculum's last.
    Candidate,
    Graduated,
}

impl Stage {
    pub fn code(self) -> &'static str {
        match self {
            Stage::Candidate => "CANDIDATE",
            Stage::Graduated => "GRADUATED",
        }
    }

    /// The stage of a student, or `None` for one who is neither a candidate nor a graduate.
    pub fn of(status: StudentStatus, current_semester: i32, number_of_semesters: i32) -> Option<Stage> {
        match status {
            StudentStatus::Graduated => Some(Stage::Graduated),
            StudentStatus::Active if current_semester == number_of_semesters => Some(Stage::Candidate),
            _ => None,
        }
    }
}

/// What can be done with a graduate's record right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GraduateAction {
    Graduate,
    Naming,
    ExamRatings,
    Document { kind: DocumentKind, duplicate: bool },
}

impl GraduateAction {
    pub fn code(self) -> &'static str {
        match self {
            GraduateAction::Graduate => "graduate",
            GraduateAction::Naming => "naming",
            GraduateAction::ExamRatings => "exam_ratings",
            GraduateAction::Document { kind: DocumentKind::Diploma, duplicate: false } => "DIPLOMA",
            GraduateAction::Document { kind: DocumentKind::Diploma, duplicate: true } => "DIPLOMA_DUPLICATE",
            GraduateAction::Document { kind: DocumentKind::Appendix, duplicate: false } => "APPENDIX",
            GraduateAction::Document { kind: DocumentKind::Appendix, duplicate: true } => "APPENDIX_DUPLICATE",
            GraduateAction::Document { kind: DocumentKind::Certificate, duplicate: false } => "CERTIFICATE",
            GraduateAction::Document { kind: DocumentKind::Certificate, duplicate: true } => "CERTIFICATE_DUPLICATE",
            // A study document is not issued from a graduate's record; its code is its kind's.
            GraduateAction::Document { kind, .. } => kind.code(),
        }
    }
}

/// The facts of a record the rules of its actions look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordState {
    pub stage: Stage,
    pub ready: bool,
    pub named: bool,
    /// Whether a diploma (not a duplicate) was ever issued: the naming is locked from then on.
    pub diploma_issued: bool,
}

impl RecordState {
    /// Whether a document of this kind may be issued now, or the refusal.
    pub fn may_issue(&self, kind: DocumentKind) -> Result<(), GraduateRule> {
        if kind.needs_graduation() {
            if self.stage != Stage::Graduated {
                return Err(GraduateRule::NotGraduated);
            }
            if !self.named {
                return Err(GraduateRule::NamingRequired);
            }
        }
        Ok(())
    }

    pub fn may_name(&self) -> Result<(), GraduateRule> {
        if self.diploma_issued {
            Err(GraduateRule::NamingLocked)
        } else {
            Ok(())
        }
    }

    pub fn may_rate_exams(&self) -> Result<(), GraduateRule> {
        if self.stage == Stage::Candidate {
            Ok(())
        } else {
            Err(GraduateRule::NotACandidate)
        }
    }
}

/// What the holder of `permissions` may do with a record in `state`, given the kinds that have a
/// valid original to duplicate.
pub fn allowed_actions(permissions: &BTreeSet<Permission>, state: &RecordState, originals: &[DocumentKind]) -> Vec<GraduateAction> {
    let mut actions = Vec::new();
    if permissions.contains(&Permission::StudentEdit) && state.stage == Stage::Candidate && state.ready {
        actions.push(GraduateAction::Graduate);
    }
    if permissions.contains(&Permission::GenerateDiploma) && state.may_name().is_ok() {
        actions.push(GraduateAction::Naming);
    }
    if permissions.contains(&Permission::GenerateDiploma) && state.may_rate_exams().is_ok() {
        actions.push(GraduateAction::ExamRatings);
    }
    for kind in DocumentKind::ALL {
        if permissions.contains(&kind.permission(false)) && state.may_issue(kind).is_ok() {
            actions.push(GraduateAction::Document { kind, duplicate: false });
        }
        if permissions.contains(&kind.permission(true)) && originals.contains(&kind) {
            actions.push(GraduateAction::Document { kind, duplicate: true });
        }
    }
    actions
}

/// The rules of graduates' records, each with its code and texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GraduateRule {
    /// A series and number already given to someone, anywhere in the country (409).
    DiplomaNumberTaken,
    /// The naming cannot change once a diploma has been issued (409).
    NamingLocked,
    /// A diploma or appendix needs the naming first (422).
    NamingRequired,
    /// A diploma or appendix needs a graduated student (409).
    NotGraduated,
    /// Exam ratings change only while the student is a candidate (409).
    NotACandidate,
    /// A duplicate needs a valid original of its kind (422).
    OriginalRequired,
}

impl Localized for GraduateRule {
    fn code(&self) -> &'static str {
        match self {
            GraduateRule::DiplomaNumberTaken => "diploma_number_taken",
            GraduateRule::NamingLocked => "naming_locked",
            GraduateRule::NamingRequired => "naming_required",
            GraduateRule::NotGraduated => "not_graduated",
            GraduateRule::NotACandidate => "not_a_candidate",
            GraduateRule::OriginalRequired => "original_required",
        }
    }

    fn message(&self, language: Language) -> String {
        use GraduateRule::*;
        use Language::*;
        let text = match (self, language) {
            (DiplomaNumberTaken, Uz | UzCyrl) => "Bu seriya va raqamli diplom allaqachon berilgan",
            (DiplomaNumberTaken, Ru) => "Диплом с такой серией и номером уже выдан",
            (DiplomaNumberTaken, En) => "A diploma with this series and number has already been issued",
            (NamingLocked, Uz | UzCyrl) => "Diplom berilgan: nomlashni endi o‘zgartirib bo‘lmaydi",
            (NamingLocked, Ru) => "Диплом уже выдан: наименование больше нельзя изменить",
            (NamingLocked, En) => "A diploma has been issued: the naming can no longer change",
            (NamingRequired, Uz | UzCyrl) => "Avval malaka nomi, diplom seriyasi va raqamini kiriting",
            (NamingRequired, Ru) => "Сначала укажите квалификацию, серию и номер диплома",
            (NamingRequired, En) => "Enter the qualification and the diploma's series and number first",
            (NotGraduated, Uz | UzCyrl) => "Talaba hali bitirmagan",
            (NotGraduated, Ru) => "Студент ещё не окончил обучение",
            (NotGraduated, En) => "The student has not graduated",
            (NotACandidate, Uz | UzCyrl) => "Talaba bitiruvchi kurs talabasi emas",
            (NotACandidate, Ru) => "Студент не является выпускником текущего года",
            (NotACandidate, En) => "The student is not a graduation candidate",
            (OriginalRequired, Uz | UzCyrl) => "Dublikat uchun amaldagi asl hujjat kerak",
            (OriginalRequired, Ru) => "Для дубликата нужен действующий оригинал",
            (OriginalRequired, En) => "A duplicate needs a valid original",
        };
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(stage: Stage, ready: bool, named: bool, diploma_issued: bool) -> RecordState {
        RecordState { stage, ready, named, diploma_issued }
    }

    #[test]
    fn a_candidate_is_active_in_the_last_semester() {
        assert_eq!(Stage::of(StudentStatus::Active, 8, 8), Some(Stage::Candidate));
        assert_eq!(Stage::of(StudentStatus::Active, 7, 8), None);
        assert_eq!(Stage::of(StudentStatus::OnLeave, 8, 8), None);
        assert_eq!(Stage::of(StudentStatus::Graduated, 3, 8), Some(Stage::Graduated));
    }

    #[test]
    fn diplomas_need_a_named_graduate_and_certificates_anyone() {
        let candidate = state(Stage::Candidate, true, true, false);
        assert_eq!(candidate.may_issue(DocumentKind::Diploma), Err(GraduateRule::NotGraduated));
        assert_eq!(candidate.may_issue(DocumentKind::Certificate), Ok(()));
        let unnamed = state(Stage::Graduated, true, false, false);
        assert_eq!(unnamed.may_issue(DocumentKind::Appendix), Err(GraduateRule::NamingRequired));
        assert_eq!(state(Stage::Graduated, true, true, true).may_name(), Err(GraduateRule::NamingLocked));
        assert_eq!(state(Stage::Graduated, true, true, false).may_rate_exams(), Err(GraduateRule::NotACandidate));
    }

    #[test]
    fn actions_follow_both_permissions_and_state() {
        let all: BTreeSet<Permission> = Permission::ALL.iter().copied().collect();
        let codes = |actions: Vec<GraduateAction>| actions.into_iter().map(|a| a.code()).collect::<Vec<_>>();
        let ready = state(Stage::Candidate, true, false, false);
        assert_eq!(codes(allowed_actions(&all, &ready, &[])), ["graduate", "naming", "exam_ratings", "CERTIFICATE"]);
        let graduate = state(Stage::Graduated, true, true, true);
        assert_eq!(
            codes(allowed_actions(&all, &graduate, &[DocumentKind::Diploma])),
            ["DIPLOMA", "DIPLOMA_DUPLICATE", "APPENDIX", "CERTIFICATE"]
        );
        let view_only: BTreeSet<Permission> = [Permission::GraduateView].into_iter().collect();
        assert!(allowed_actions(&view_only, &graduate, &[DocumentKind::Diploma]).is_empty());
    }
}
