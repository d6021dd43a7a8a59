//! What every operation of the document answers besides its own success, derived once from the
//! rules that produce those answers, so that no handler can forget one: 401 and 403 from the
//! authorization table, 400 and 422 where a body or a query is read, 404 where the path names an
//! object, 413 where a body is read. Identifiers, pages and page sizes get the bounds the server
//! enforces (API.md: ids are positive; `limit` at most 10 000), in parameters and in bodies alike.
//! `ordering` is the enumeration of what each list sorts by ([`ORDERINGS`]). The permission an
//! operation needs begins its summary, written from the authorization table, so that it is stated
//! once and cannot disagree with what the server checks.

use actix_web::http::Method;
use std::collections::BTreeSet;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{Operation, ParameterIn};

use utoipa::openapi::schema::{AllOfBuilder, ArrayItems, KnownFormat, ObjectBuilder, SchemaFormat, SchemaType, Type};
use utoipa::openapi::{ContentBuilder, OpenApi as Document, Ref, RefOr, ResponseBuilder, Schema};
use utoipa::Number;

use crate::authorization::{rule_for, serves_temporary_password, Rule};

/// What each list sorts by, by path: published as the enumeration of `field` and `-field`. A list
/// that reads `ordering` is listed here; `ordering` is taken off the lists that do not read it.
fn orderings(path: &str) -> Option<Vec<&'static str>> {
    fn names<F>(fields: &[(&'static str, F)]) -> Vec<&'static str> {
        fields.iter().map(|(name, _)| *name).collect()
    }
    let fields = match path.strip_prefix("/api/v1")? {
        "/buildings/" => names(&crate::buildings::ORDERINGS),
        "/curriculums/" => names(&crate::curricula::ORDERINGS),
        "/edu-groups/" => names(&crate::groups::ORDERINGS),
        "/edu-subjects/" => names(&domain::subject::SubjectOrder::FIELDS),
        "/institutions/" => names(&crate::institutions::ORDERINGS),
        "/roles/" => names(&crate::roles::ORDERINGS),
        "/rooms/" => names(&crate::rooms::ORDERINGS),
        "/staffs/" | "/staffs/teachers/" => names(&crate::staff::ORDERINGS),
        "/students/" => names(&crate::students::ORDERINGS),
        "/users/" => names(&crate::users::ORDERINGS),
        "/science/projects/" => names(&crate::science::projects::ORDERINGS),
        "/science/publications/" | "/science/publications/mine/" => names(&crate::science::publications::ORDERINGS),
        "/science/doctoral-students/" => names(&crate::science::doctorate::ORDERINGS),
        "/science/defences/" => names(&crate::science::doctorate::DEFENCE_ORDERINGS),
        "/finance/contracts/" => names(&crate::finance::contracts::ORDERINGS),
        _ => return None,
    };
    Some(fields)
}

pub fn complete(document: &mut Document) {
    let (mut versioned, mut tenanted) = (BTreeSet::new(), BTreeSet::new());
    if let Some(components) = document.components.as_mut() {
        for (name, schema) in components.schemas.iter_mut() {
            bound_properties(schema);
            if let RefOr::T(Schema::Object(object)) = schema {
                if object.properties.contains_key("version") {
                    versioned.insert(format!("#/components/schemas/{name}"));
                }
                if object.properties.contains_key("institution_id") {
                    tenanted.insert(format!("#/components/schemas/{name}"));
                }
            }
        }
    }
    for (path, item) in document.paths.paths.iter_mut() {
        let operations = [
            (Method::GET, &mut item.get),
            (Method::POST, &mut item.post),
            (Method::PUT, &mut item.put),
            (Method::DELETE, &mut item.delete),
            (Method::PATCH, &mut item.patch),
        ];
        for (method, operation) in operations {
            if let Some(operation) = operation.as_mut() {
                complete_operation(&method, path, operation);
                if body_refers_to(operation, &tenanted) {
                    // API.md, tenancy: an institution the caller cannot see answers 404.
                    add(operation, "404", "No such institution, or one the caller cannot see");
                }
                if method == Method::PUT {
                    require_version(operation, &versioned);
                }
            }
        }
    }
}

fn complete_operation(method: &Method, path: &str, operation: &mut Operation) {
    if let Some(RefOr::T(created)) = operation.responses.responses.get_mut("201") {
        let header = HeaderBuilder::new()
            .schema(ObjectBuilder::new().schema_type(Type::String))
            .description(Some("The path of the new object, where the answer names one"))
            .build();
        created.headers.insert("Location".to_string(), header);
    }
    state_permission(method, path, operation);
    match rule_for(method, path) {
        None | Some(Rule::Public) => {}
        Some(Rule::SignedIn) => add(operation, "401", "No valid session"),
        Some(Rule::AnyOf { .. }) => {
            add(operation, "401", "No valid session");
            add(operation, "403", "The current role lacks the permission");
        }
    }
    let parameters = operation.parameters.get_or_insert_with(Vec::new);
    let orderings = orderings(path);
    parameters.retain(|p| p.name != "ordering" || orderings.is_some());
    if let Some(fields) = orderings {
        for parameter in parameters.iter_mut().filter(|p| p.name == "ordering") {
            let values = fields.iter().flat_map(|f| [f.to_string(), format!("-{f}")]);
            parameter.schema = Some(RefOr::T(Schema::Object(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(values))
                    .description(Some("A field to sort by, `-` first for descending order."))
                    .build(),
            )));
        }
    }
    let reads_query = parameters.iter().any(|p| p.parameter_in == ParameterIn::Query);
    for parameter in parameters.iter_mut() {
        bound(&parameter.name, parameter.parameter_in == ParameterIn::Path, parameter.schema.as_mut());
    }
    if operation.parameters.as_ref().is_some_and(Vec::is_empty) {
        operation.parameters = None;
    }
    if path.contains('{') {
        add(operation, "404", "No such object, or one of another institution");
    }
    if let Some(body) = operation.request_body.as_mut() {
        body.content.values_mut().filter_map(|content| content.schema.as_mut()).for_each(bound_properties);
    }
    let reads_body = operation.request_body.is_some();
    if reads_body || reads_query {
        add(operation, "400", "Malformed JSON or a value of the wrong type");
        add(operation, "422", "A value breaks a rule; `fields` names each");
    }
    if reads_body {
        add(operation, "413", "The body is larger than the server takes");
    }
    // A change meets what is stored: a duplicate key, a stale `version`, a row still referenced,
    // or one that another request removed meanwhile. Signing in, switching sessions and the
    // check-rating question change none.
    let changes_rows = matches!(*method, Method::POST | Method::PUT | Method::DELETE)
        && !path.contains("/auth/")
        && !path.contains("/users/change-")
        && !path.ends_with("/check-rating/");
    if changes_rows {
        add(operation, "409", "The change conflicts with what is stored");
    }
}

/// The permission sentence of the operation's row of the authorization table, first in its summary:
/// "Permission: `a` or `b`." (an operation without a row fails the authorization tests instead).
fn state_permission(method: &Method, path: &str, operation: &mut Operation) {
    let Some(rule) = rule_for(method, path) else { return };
    let sentence = permission_sentence(rule, serves_temporary_password(method, path));
    operation.summary = Some(match operation.summary.take().filter(|summary| !summary.is_empty()) {
        Some(summary) => format!("{sentence} {summary}"),
        None => sentence,
    });
}

fn permission_sentence(rule: &Rule, temporary_password: bool) -> String {
    let (who, ministry_level) = match rule {
        Rule::Public => ("none (public)".to_string(), false),
        Rule::SignedIn => ("any signed-in user".to_string(), false),
        Rule::AnyOf { permissions, ministry_level } => {
            let codes: Vec<String> = permissions.iter().map(|p| format!("`{}`", p.code())).collect();
            let listed = match codes.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, others)) => format!("{} or {last}", others.join(", ")),
                None => String::new(),
            };
            (listed, *ministry_level)
        }
    };
    let level = if ministry_level { " (ministry level)" } else { "" };
    let temporary = if temporary_password { ", also one holding a temporary password" } else { "" };
    format!("Permission: {who}{level}{temporary}.")
}

/// Whether the operation's body is one of `schemas` (by reference).
fn body_refers_to(operation: &Operation, schemas: &BTreeSet<String>) -> bool {
    operation.request_body.iter().flat_map(|body| body.content.values()).any(|content| match &content.schema {
        Some(RefOr::Ref(reference)) => schemas.contains(&reference.ref_location),
        Some(RefOr::T(Schema::AllOf(all))) => {
            all.items.iter().any(|item| matches!(item, RefOr::Ref(reference) if schemas.contains(&reference.ref_location)))
        }
        _ => false,
    })
}

/// A full update sends the `version` it read (API.md): where the body's schema, shared with the
/// create, has a `version`, the update's body requires it.
fn require_version(operation: &mut Operation, versioned: &BTreeSet<String>) {
    let Some(body) = operation.request_body.as_mut() else { return };
    for content in body.content.values_mut() {
        let Some(RefOr::Ref(reference)) = content.schema.as_ref() else { continue };
        if versioned.contains(&reference.ref_location) {
            let version = ObjectBuilder::new().schema_type(Type::Integer).format(Some(SchemaFormat::KnownFormat(KnownFormat::Int32)));
            let required = ObjectBuilder::new().property("version", version).required("version").build();
            content.schema = Some(RefOr::T(Schema::AllOf(AllOfBuilder::new().item(RefOr::Ref(reference.clone())).item(required).build())));
        }
    }
}

/// Declares the answer `status` with the error envelope, unless the operation declares it already.
fn add(operation: &mut Operation, status: &str, description: &str) {
    operation.responses.responses.entry(status.to_string()).or_insert_with(|| {
        RefOr::T(
            ResponseBuilder::new()
                .description(description)
                .content("application/json", ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorEnvelope"))).build())
                .build(),
        )
    });
}

fn bound(name: &str, in_path: bool, schema: Option<&mut RefOr<Schema>>) {
    let Some(RefOr::T(Schema::Object(object))) = schema else { return };
    let integer = match &object.schema_type {
        SchemaType::Type(t) => *t == Type::Integer,
        SchemaType::Array(types) => types.contains(&Type::Integer),
        SchemaType::AnyValue => false,
    };
    if !integer {
        return;
    }
    // What the integer type of the field holds, so that no value the document allows overflows it.
    let (type_minimum, type_maximum) = match &object.format {
        Some(SchemaFormat::KnownFormat(KnownFormat::Int32)) => (i32::MIN as isize, i32::MAX as isize),
        _ => (i64::MIN as isize, i64::MAX as isize),
    };
    let (minimum, maximum) = match name {
        "page" => (1, Some(i32::MAX as isize)),
        "limit" => (1, Some(10_000)),
        _ if in_path || name == "id" || name.ends_with("_id") => (1, None),
        _ => (type_minimum, None),
    };
    let maximum = maximum.unwrap_or(type_maximum);
    object.minimum.get_or_insert(Number::Int(minimum));
    object.maximum.get_or_insert(Number::Int(maximum));
}

/// Ids inside objects (`id`, `*_id`, and the items of `*_ids` and `roles`) are positive, as in
/// parameters, and a list of ids (or of permissions) holds each once.
fn bound_properties(schema: &mut RefOr<Schema>) {
    match schema {
        RefOr::T(Schema::Object(object)) => {
            for (name, property) in object.properties.iter_mut() {
                if name.ends_with("_ids") || name == "roles" || name == "permissions" {
                    if let RefOr::T(Schema::Array(array)) = property {
                        // A list of ids names each object once; the server refuses a repeated id.
                        array.unique_items = true;
                        if let ArrayItems::RefOrSchema(items) = &mut array.items {
                            bound("id", false, Some(items.as_mut()));
                        }
                    }
                } else {
                    bound(name, false, Some(property));
                    bound_properties(property);
                }
            }
        }
        RefOr::T(Schema::Array(array)) => {
            if let ArrayItems::RefOrSchema(items) = &mut array.items {
                bound_properties(items.as_mut());
            }
        }
        RefOr::T(Schema::AllOf(all)) => all.items.iter_mut().for_each(bound_properties),
        RefOr::T(Schema::OneOf(one)) => one.items.iter_mut().for_each(bound_properties),
        _ => {}
    }
}
