//! The area's code lists in the document: each an enumeration of the domain's own codes.

use domain::science::{
    Confirmation, Currency, DoctoralStatus, DoctorateKind, Indexing, MemberRole, ProjectKind, PublicationKind, PublicationSubKind,
    StudyForm, Verification,
};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;

fn enumeration(codes: impl IntoIterator<Item = &'static str>, description: &str) -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::String).enum_values(Some(codes)).description(Some(description)).into()
}

macro_rules! science_codes {
    ($($name:ident = $description:literal: $all:expr;)+) => {
        $(
            #[doc = $description]
            pub struct $name;

            impl utoipa::PartialSchema for $name {
                fn schema() -> RefOr<Schema> {
                    enumeration($all.iter().map(|v| v.code()), $description)
                }
            }

            impl utoipa::ToSchema for $name {}
        )+

        /// Every code list of the area, for the document's components.
        pub fn schemas() -> Vec<(String, RefOr<Schema>)> {
            vec![$((stringify!($name).to_string(), <$name as utoipa::PartialSchema>::schema())),+]
        }
    };
}

science_codes! {
    ProjectKindCode = "A kind of research project.": ProjectKind::ALL;
    CurrencyCode = "A currency; amounts are whole minor units (tiyin for UZS).": Currency::ALL;
    MemberRoleCode = "A project member's role.": MemberRole::ALL;
    PublicationKindCode = "A kind of publication.": PublicationKind::ALL;
    PublicationSubKindCode = "A sub-kind of publication, each of one kind.": PublicationSubKind::ALL;
    IndexingCode = "A database that indexes publications.": Indexing::ALL;
    VerificationCode = "The science office's verification of a publication.": Verification::ALL;
    ConfirmationCode = "Whether a staff author has confirmed their authorship.": Confirmation::ALL;
    DoctorateKindCode = "A doctoral degree.": DoctorateKind::ALL;
    StudyFormCode = "How a doctoral student studies.": StudyForm::ALL;
    DoctoralStatusCode = "A doctoral student's state.": DoctoralStatus::ALL;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_list_is_the_domains() {
        let schemas = schemas();
        assert_eq!(schemas.len(), 11);
        let value = serde_json::to_value(<PublicationSubKindCode as utoipa::PartialSchema>::schema()).unwrap_or_default();
        assert_eq!(value["enum"].as_array().map(Vec::len), Some(PublicationSubKind::ALL.len()));
    }
}
