//! The scientific process of an institution: research projects with their yearly funding and
//! members, publications with their authors, files and the science office's verification,
//! doctoral students and their dissertation defences.

#[macro_use]
mod codes;
pub mod authorship;
pub mod doctorate;
pub mod doi;
pub mod invalid;
pub mod money;
pub mod project;
pub mod publication;
pub mod reading;
pub mod roles;
pub mod rules;
pub mod verification;

pub use authorship::{Author, AuthorDraft, AuthorForm, Authors, Confirmation, Contributor};
pub use doctorate::{
    Defence, DefenceDraft, DefenceForm, DoctoralStatus, DoctoralStudent, DoctoralStudentDraft, DoctoralStudentForm, DoctorateKind,
    StudyForm,
};
pub use doi::Doi;
pub use invalid::ScienceInvalid;
pub use money::{Amount, Currency};
pub use project::{FundingForm, MemberForm, MemberRole, Project, ProjectDraft, ProjectForm, ProjectKind, ProjectMember, YearFunding};
pub use publication::{Indexing, Publication, PublicationDraft, PublicationFile, PublicationForm, PublicationKind, PublicationSubKind};
pub use rules::ScienceRule;
pub use verification::Verification;
