//! Shapes shared by many answers.

use application::ports::InstitutionRef;
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::role::Role;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// `{"result": ...}`: one object.
#[derive(Debug, Serialize, ToSchema)]
pub struct ResultBody<T> {
    pub result: T,
}

/// `{"results": [...], "count": N}`: one page of a list and how many rows match in all.
#[derive(Debug, Serialize, ToSchema)]
pub struct ListBody<T> {
    pub results: Vec<T>,
    pub count: i64,
    /// Present and true when `count` is the database's estimate ("about N"): a search or filter
    /// matching more rows than are counted exactly on every page. Absent when `count` is exact.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schema(required = false)]
    pub count_is_estimate: bool,
    /// When the figures of the rows were prepared, for national figures the server prepares in
    /// the background (the screen says "as of"); absent when they are read at the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(required = false)]
    pub prepared_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl<T> ListBody<T> {
    /// A whole list, counted by its length.
    pub fn complete(results: Vec<T>) -> ListBody<T> {
        let count = results.len() as i64;
        ListBody { results, count, count_is_estimate: false, prepared_at: None }
    }

    pub fn from_page<S>(page: Page<S>, map: impl FnMut(S) -> T) -> ListBody<T> {
        ListBody {
            results: page.items.into_iter().map(map).collect(),
            count: page.count,
            count_is_estimate: page.count_is_estimate,
            prepared_at: page.prepared_at,
        }
    }
}

/// A name in the languages of the product; `uz` is required. `uz_cyrl` is the Uzbek in Cyrillic
/// as the institution spells it; empty, the Cyrillic interface transliterates `uz`.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
pub struct NameDto {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub uz: String,
    /// Absent when none is stored.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[schema(required = false, max_length = 255)]
    pub uz_cyrl: String,
    #[serde(default)]
    #[schema(max_length = 255)]
    pub ru: String,
    #[serde(default)]
    #[schema(max_length = 255)]
    pub en: String,
}

impl From<&MultilingualName> for NameDto {
    fn from(name: &MultilingualName) -> Self {
        NameDto { uz: name.uz().into(), uz_cyrl: name.uz_cyrl().into(), ru: name.ru().into(), en: name.en().into() }
    }
}

/// A direction of study as other objects name it.
#[derive(Debug, Serialize, ToSchema)]
pub struct DirectionRefDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

/// A subject type as other objects name it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubjectTypeRefDto {
    pub id: i64,
    pub name: NameDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionRefDto {
    pub id: i64,
    pub name: NameDto,
}

impl From<&InstitutionRef> for InstitutionRefDto {
    fn from(institution: &InstitutionRef) -> Self {
        InstitutionRefDto { id: institution.id.get(), name: NameDto::from(&institution.name) }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RoleRefDto {
    pub id: i64,
    pub name: String,
    /// `MINISTRY` or `INSTITUTION`.
    #[schema(value_type = crate::codes::RoleLevelCode)]
    pub level: String,
}

impl From<&Role> for RoleRefDto {
    fn from(role: &Role) -> Self {
        RoleRefDto { id: role.id.get(), name: role.name.clone(), level: role.level.code().into() }
    }
}

/// Paging, search and ordering, as every list takes them.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// 1-based page number.
    pub page: Option<i64>,
    /// Page size, 1 to 10000 (default 20).
    pub limit: Option<i64>,
    /// Case-insensitive text search.
    pub search: Option<String>,
    /// `field` or `-field`.
    pub ordering: Option<String>,
}

impl ListParams {
    pub fn page_request(&self) -> Result<PageRequest, domain::validation::ValidationErrors> {
        PageRequest::new(self.page, self.limit)
    }

    pub fn search(&self) -> Option<String> {
        self.search.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(|s| s.chars().take(100).collect())
    }
}

/// A permission code: in the document, the enumeration of every code of the catalogue, so that a
/// client generated from it knows the codes (the front end's `PermissionCode`).
pub struct PermissionCode;

impl utoipa::PartialSchema for PermissionCode {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(domain::permission::Permission::ALL.iter().map(|p| p.code())))
            .description(Some("A permission code of the catalogue."))
            .into()
    }
}

impl utoipa::ToSchema for PermissionCode {}
