//! `/institutions/`: lyceums and higher-education institutions.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::institution::{Institution, InstitutionForm};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct InstitutionDto {
    pub id: i64,
    pub name: NameDto,
    pub short_name: String,
    pub code: String,
    /// `LYCEUM` or `HEI`.
    #[serde(rename = "type")]
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    pub kind: String,
    pub region: String,
    pub address: String,
    pub phone: String,
    pub director: String,
    pub version: i32,
}

impl From<Institution> for InstitutionDto {
    fn from(institution: Institution) -> Self {
        let details = institution.details;
        InstitutionDto {
            id: institution.id.get(),
            name: NameDto::from(&details.name),
            kind: details.kind.code().into(),
            short_name: details.short_name,
            code: details.code,
            region: details.region,
            address: details.address,
            phone: details.phone,
            director: details.director,
            version: institution.version.get(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct InstitutionWriteDto {
    #[serde(default)]
    #[schema(required = true)]
    pub name: NameDto,
    #[serde(default)]
    #[schema(max_length = 64)]
    pub short_name: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 32, pattern = r"^[A-Za-z0-9_-]+$")]
    pub code: String,
    /// `LYCEUM` or `HEI`.
    #[serde(default, rename = "type")]
    #[schema(value_type = crate::codes::InstitutionTypeCode)]
    #[schema(required = true)]
    pub kind: String,
    #[serde(default)]
    #[schema(value_type = crate::codes::RegionCode)]
    pub region: String,
    #[serde(default)]
    #[schema(max_length = 512)]
    pub address: String,
    #[serde(default)]
    #[schema(max_length = 32, pattern = r"^(\+?[ ()-]*([0-9][ ()-]*){7,15})?$")]
    pub phone: String,
    #[serde(default)]
    #[schema(max_length = 255)]
    pub director: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl InstitutionWriteDto {
    pub fn form(&self) -> InstitutionForm {
        InstitutionForm {
            name_uz: self.name.uz.clone(),
            name_uz_cyrl: self.name.uz_cyrl.clone(),
            name_ru: self.name.ru.clone(),
            name_en: self.name.en.clone(),
            short_name: self.short_name.clone(),
            code: self.code.clone(),
            kind: self.kind.clone(),
            region: self.region.clone(),
            address: self.address.clone(),
            phone: self.phone.clone(),
            director: self.director.clone(),
        }
    }
}
